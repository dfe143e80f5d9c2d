import { BasicDetailsInputs } from './BasicDetailsInputs';
import { PurchaseRequirementsInputs, UsageLimitsInputs } from './LimitsInputs';
import { OtherInputs } from './OtherInputs';
import { ValidityInputs } from './ValidityInputs';

/** The fields of spec §3 / §7 in the spec's five sections, shared by create and edit. */
export const VoucherInputs = () => (
    <>
        <BasicDetailsInputs />
        <ValidityInputs />
        <UsageLimitsInputs />
        <PurchaseRequirementsInputs />
        <OtherInputs />
    </>
);
