import { InfoPage } from '../../components/InfoPage.tsx';

export default function TermsPage() {
  return <InfoPage page="terms" />;
}
