import { CrownOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { adminLogout } from '../../api/auth.ts';
import { useCan, useSession } from '../../auth/session.tsx';
import { navigation } from './navigation.ts';
import { NotificationCentre } from '../notifications/NotificationCentre.tsx';

/** The back-office frame: sidebar items the staff member may read, header with role and sign-out. */
export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const can = useCan();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = AntApp.useApp();
  const [collapsed, setCollapsed] = useState(false);
  if (session.status !== 'signed-in') return null;
  const items = navigation.filter((entry) => can({ module: entry.module, action: 'read' }));
  const selected =
    items.find((entry) => entry.path !== '/' && pathname.startsWith(entry.path))?.key ?? 'dashboard';

  const logout = async () => {
    await adminLogout().catch(() => undefined);
    void message.success(t('shell.loggedOut'));
    void navigate('/login', { replace: true });
  };

  return (
    <Layout className="shell">
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} theme="light">
        <div className="shell__brand">{collapsed ? 'AD' : t('common.title')}</div>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          data-testid="sidebar"
          items={items.map((entry) => ({ key: entry.key, label: t(`nav.${entry.key}` as 'nav.dashboard') }))}
          onClick={({ key }) => void navigate(items.find((entry) => entry.key === key)?.path ?? '/')}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell__header">
          <Button
            type="text"
            aria-label="toggle sidebar"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <Space>
            <NotificationCentre />
            <Typography.Text strong>{session.user.name}</Typography.Text>
            {session.user.role === 'super_admin' ? (
              <Tag color="gold" icon={<CrownOutlined />}>
                {t('shell.superAdmin')}
              </Tag>
            ) : (
              <Tag>{t('shell.admin')}</Tag>
            )}
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('shell.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="shell__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
