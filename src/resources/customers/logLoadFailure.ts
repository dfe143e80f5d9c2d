// Spec §8: failures loading customer screens are only logged; passing this as a query's onError also
// replaces react-admin's default error notification. The screens then show their own empty state.
export const logLoadFailure = (what: string) => (error: unknown) => {
    console.error(`Failed to load ${what}`, error);
};
