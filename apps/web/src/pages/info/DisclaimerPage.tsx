import { LegalPage } from './LegalPage.tsx';

export default function DisclaimerPage() {
  return <LegalPage page="disclaimer" />;
}
