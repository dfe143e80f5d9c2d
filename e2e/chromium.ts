/** Debian's Chromium and its flags, shared by the e2e config and the web benchmark (never a download). */
export const chromiumLaunchOptions = {
    executablePath: '/usr/bin/chromium',
    args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
    ],
};
