import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { InvoiceChoiceForm } from './InvoiceChoiceForm.tsx';

/** Asked at checkout when the member has not chosen where their invoices go yet. */
export function InvoiceChoiceModal(props: { open: boolean; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t('billing.einvoice.checkoutTitle')}
      footer={null}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <p>{t('billing.einvoice.checkoutIntro')}</p>
      <InvoiceChoiceForm submitText={t('billing.einvoice.continueToPay')} onSaved={props.onSaved} />
    </Modal>
  );
}
