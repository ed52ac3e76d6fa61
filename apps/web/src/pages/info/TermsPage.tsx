import { InfoPage } from './InfoPage.tsx';

export default function TermsPage() {
  return <InfoPage page="terms" />;
}
