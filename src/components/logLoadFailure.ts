// Spec §8: failures loading the customer screens and the advertisement list are only logged. Passing
// this as a query's onError also replaces react-admin's default error notification; the screens then
// show their own empty state.
export const logLoadFailure = (what: string) => (error: unknown) => {
    console.error(`Failed to load ${what}`, error);
};
