import { InfoPage } from './InfoPage.tsx';

export default function PrivacyPage() {
  return <InfoPage page="privacy" />;
}
