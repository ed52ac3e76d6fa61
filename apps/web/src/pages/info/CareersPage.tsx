import { InfoPage } from '../../components/InfoPage.tsx';

export default function CareersPage() {
  return <InfoPage page="careers" />;
}
