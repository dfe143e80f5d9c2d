import { screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../render';

const Probe = () => {
    const { id } = useParams();
    const notify = useNotify();
    return (
        <button type="button" onClick={() => notify('Saved it', { type: 'success' })}>
            Voucher {id}
        </button>
    );
};

describe('renderWithAdmin', () => {
    it('mounts the element on its route and shows notifications', async () => {
        renderWithAdmin(<Probe />, { path: '/voucher/7', route: '/voucher/:id' });
        const button = await screen.findByRole('button', { name: 'Voucher 7' });
        button.click();
        expect(await screen.findByText('Saved it')).toBeInTheDocument();
    });
});
