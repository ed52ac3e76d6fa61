import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';

const faqKeys = ['trial', 'cancel', 'refund', 'change'] as const;

/** The security note, the FAQ and the footnote under the plans. */
export function PricingExtras({ faq = true }: { faq?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="pricing-security" aria-labelledby="pricing-security-title">
        <SafetyCertificateOutlined aria-hidden className="pricing-security__icon" />
        <div>
          <h2 id="pricing-security-title">{t('billing.pricing.securityTitle')}</h2>
          <p>{t('billing.pricing.securityText')}</p>
        </div>
      </section>
      {faq ? (
        <section className="section pricing-faq" aria-labelledby="pricing-faq-title">
          <h2 id="pricing-faq-title">{t('billing.pricing.faqTitle')}</h2>
          <Collapse
            items={faqKeys.map((key) => ({
              key,
              label: t(`billing.pricing.faq.${key}Q`),
              children: <p>{t(`billing.pricing.faq.${key}A`)}</p>,
            }))}
          />
        </section>
      ) : null}
      <p className="pricing-footnote">{t('billing.pricing.footnote')}</p>
    </>
  );
}
