import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { einvoiceApi, type EinvoiceSummary } from './einvoiceApi.ts';

/** Where the invoice went, as the member chose it: the carrier number, love code or tax id. */
export function DestinationText({ invoice }: { invoice: EinvoiceSummary }) {
  const { t } = useTranslation();
  const destination = invoice.destination;
  if (!destination) return null;
  const value =
    destination.carrierNumber ??
    destination.loveCode ??
    (destination.taxId ? `${destination.taxId} ${destination.companyName ?? ''}` : '');
  return (
    <small data-testid="invoice-destination">
      {t(`billing.einvoice.kinds.${destination.kind}`)}
      {value ? ` ${value}` : ''}
    </small>
  );
}

/** The payment history's invoice column: number, destination, state and the button that opens it. */
export function InvoiceCell({ invoice }: { invoice: EinvoiceSummary | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!invoice) return <>—</>;
  return (
    <div data-testid="invoice-cell">
      <div>
        {invoice.invoiceNumber ?? t('billing.einvoice.statuses.pending')}{' '}
        {invoice.status === 'voided' ? <Tag color="red">{t('billing.einvoice.statuses.voided')}</Tag> : null}
        {invoice.status === 'failed' ? (
          <Tag color="orange">{t('billing.einvoice.statuses.failed')}</Tag>
        ) : null}
        {invoice.adjustments.some((item) => item.kind === 'allowance' && item.status === 'done') ? (
          <Tag>{t('billing.einvoice.allowance')}</Tag>
        ) : null}
      </div>
      <DestinationText invoice={invoice} />
      {invoice.invoiceNumber ? (
        <div>
          <Button size="small" onClick={() => setOpen(true)}>
            {t('billing.einvoice.open')}
          </Button>
        </div>
      ) : null}
      {open ? <InvoiceModal orderNumber={invoice.orderNumber} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The invoice as the certificate prints it: number, period, random number and the codes' data. */
function InvoiceModal({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['user', 'einvoice', orderNumber],
    queryFn: ({ signal }) => einvoiceApi.detail(orderNumber, signal),
    retry: false,
  });
  const invoice = detail.data?.invoice;
  const certificate = detail.data?.certificate;
  return (
    <Modal open title={t('billing.einvoice.certificateTitle')} footer={null} onCancel={onClose}>
      {detail.isPending ? <Spin /> : null}
      {detail.isError ? (
        <Typography.Text type="danger">{t('billing.einvoice.loadFailed')}</Typography.Text>
      ) : null}
      {invoice && certificate ? (
        <div data-testid="invoice-certificate">
          {invoice.testMode ? <Tag color="orange">{t('billing.einvoice.testMode')}</Tag> : null}
          {/* The certificate's two QR codes, drawn by the server as SVG (data: images pass the CSP). */}
          <div data-testid="invoice-qr-codes" style={{ display: 'flex', gap: 16, margin: '12px 0' }}>
            <img
              alt={t('billing.einvoice.qrLeft')}
              src={svgImage(certificate.qrLeftSvg)}
              width={140}
              height={140}
            />
            <img
              alt={t('billing.einvoice.qrRight')}
              src={svgImage(certificate.qrRightSvg)}
              width={140}
              height={140}
            />
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('billing.einvoice.period')}>
              {certificate.periodLabel}
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.number')}>
              {invoice.invoiceNumber}
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.randomNumber')}>
              {certificate.randomNumber}
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.amount')}>{invoice.amount}</Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.seller')}>
              {certificate.sellerTaxId}
            </Descriptions.Item>
            {certificate.buyerTaxId ? (
              <Descriptions.Item label={t('billing.einvoice.buyer')}>
                {certificate.buyerTaxId}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('billing.einvoice.item')}>{certificate.itemName}</Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.barcode')}>
              <code>{certificate.barcode}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.qrLeft')}>
              <code style={{ wordBreak: 'break-all' }}>{certificate.qrLeft}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.einvoice.qrRight')}>
              <code>{certificate.qrRight}</code>
            </Descriptions.Item>
          </Descriptions>
        </div>
      ) : null}
    </Modal>
  );
}

const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
