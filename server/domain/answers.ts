// The answers' shapes are the contract's schemas; this module only names them as the routes use them.
export {
    advertisementSchema as advertisementAnswer,
    customerProfileSchema as customerProfileAnswer,
    customerSchema as customerAnswer,
    customerSummarySchema as customerSummaryAnswer,
    customerVoucherSchema as customerVoucherAnswer,
    doneAnswer as done,
    listTotal as total,
    voucherSchema as voucherAnswer,
} from '../../contract/index.ts';
