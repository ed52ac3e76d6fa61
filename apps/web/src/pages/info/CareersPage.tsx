import { InfoPage } from './InfoPage.tsx';

export default function CareersPage() {
  return <InfoPage page="careers" />;
}
