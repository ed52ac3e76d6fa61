import { LegalPage } from './LegalPage.tsx';

export default function TermsPage() {
  return <LegalPage page="terms" />;
}
