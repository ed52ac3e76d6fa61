import { InfoPage } from './InfoPage.tsx';

export default function DisclaimerPage() {
  return <InfoPage page="disclaimer" />;
}
