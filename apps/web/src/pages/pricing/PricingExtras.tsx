import { SafetyCertificateOutlined } from '@ant-design/icons';
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
          {/* Native disclosure widgets: this page loads without antd (antd's Collapse look in CSS). */}
          <div className="plain-collapse">
            {faqKeys.map((key) => (
              <details key={key}>
                <summary>{t(`billing.pricing.faq.${key}Q`)}</summary>
                <div>
                  <p>{t(`billing.pricing.faq.${key}A`)}</p>
                </div>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      <p className="pricing-footnote">{t('billing.pricing.footnote')}</p>
    </>
  );
}
