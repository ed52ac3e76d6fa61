import { InfoPage } from './InfoPage.tsx';

export default function ApiDocsPage() {
  return <InfoPage page="api" />;
}
