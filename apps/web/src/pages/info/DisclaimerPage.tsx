import { InfoPage } from '../../components/InfoPage.tsx';

export default function DisclaimerPage() {
  return <InfoPage page="disclaimer" />;
}
