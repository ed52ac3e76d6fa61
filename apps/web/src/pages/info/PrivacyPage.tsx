import { InfoPage } from '../../components/InfoPage.tsx';

export default function PrivacyPage() {
  return <InfoPage page="privacy" />;
}
