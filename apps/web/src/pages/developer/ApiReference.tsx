import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { developerApi } from './api.ts';

const methodColors: Record<string, string> = { get: 'blue', post: 'green', delete: 'red', put: 'orange' };

/** The /api/v1 reference, rendered from the server's own OpenAPI document (never a copy of it). */
export function ApiReference() {
  const { t } = useTranslation();
  const reference = useQuery({
    queryKey: ['api-reference'],
    queryFn: developerApi.reference,
    staleTime: Infinity,
  });
  if (reference.isPending) return <Spin tip={t('developer.referenceLoading')} />;
  if (reference.isError) return <Alert type="error" title={t('developer.referenceError')} />;
  const operations = Object.entries(reference.data.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <div data-testid="api-reference">
      <Typography.Paragraph type="secondary">
        {reference.data.info.title} {reference.data.info.version}
      </Typography.Paragraph>
      {operations.map(({ path, method, operation }) => {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return (
          <section key={`${method} ${path}`} className="api-operation" data-testid="api-operation">
            <Typography.Title level={4}>
              <Tag color={methodColors[method] ?? 'default'}>{method.toUpperCase()}</Tag>
              <code>{path}</code>
            </Typography.Title>
            {operation.summary ? <Typography.Paragraph>{operation.summary}</Typography.Paragraph> : null}
            {operation.parameters?.length ? (
              <>
                <Typography.Text strong>{t('developer.parameters')}</Typography.Text>
                <ul>
                  {operation.parameters.map((parameter) => (
                    <li key={`${parameter.in}:${parameter.name}`}>
                      <code>{parameter.name}</code> ({parameter.in}
                      {parameter.schema?.type ? `, ${parameter.schema.type}` : ''},{' '}
                      {parameter.required ? t('developer.required') : t('developer.optional')})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {body?.properties ? (
              <>
                <Typography.Text strong>{t('developer.body')}</Typography.Text>
                <ul>
                  {Object.keys(body.properties).map((name) => (
                    <li key={name}>
                      <code>{name}</code> (
                      {body.required?.includes(name) ? t('developer.required') : t('developer.optional')})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Typography.Text strong>{t('developer.responses')}</Typography.Text>{' '}
            {Object.keys(operation.responses ?? {}).map((status) => (
              <Tag key={status}>{status}</Tag>
            ))}
          </section>
        );
      })}
    </div>
  );
}
