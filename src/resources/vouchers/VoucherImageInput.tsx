import { useRecordContext } from 'react-admin';
import type { Voucher } from '../../../contract';
import { ImageDropZone } from '../../components/ImageDropZone';

// Spec §5: jpeg or png only. The provider sends `file.rawFile` as the multipart part `file`.
export const VoucherImageInput = () => {
    const record = useRecordContext<Voucher>();
    return (
        <ImageDropZone
            label="resources.vouchers.fields.file"
            currentImage={record?.imageURL ? { src: record.imageURL, alt: record.name } : null}
        />
    );
};
