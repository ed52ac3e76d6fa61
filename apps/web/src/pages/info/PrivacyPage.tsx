import { LegalPage } from './LegalPage.tsx';

export default function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
