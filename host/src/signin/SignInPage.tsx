import { useApi, useAppInfo } from '@callops/shell';
import { Card, Flex, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { HOST_TEXT } from '../app/host-text';
import { FullPageLoading } from '../layout/FullPageLoading';
import { useRemotesState } from '../remotes/remotes-store-context';
import { useSessionState } from '../session/session-store-context';
import { SignInForm } from './SignInForm';

/** The page that sent the visitor to /signin, if any. */
const returnPath = (state: unknown): string | null => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/signin') ? from : null;
};

/** Where a signed-in visitor of /signin goes: back to that page, else /dashboard (spec §2), which leads to /. */
const destination = (state: unknown): string => returnPath(state) ?? '/dashboard';

export function SignInPage() {
  const api = useApi();
  const { name } = useAppInfo();
  const status = useSessionState((state) => state.status);
  const signIn = useSessionState((state) => state.signIn);
  const location = useLocation();
  const { token } = theme.useToken();
  const preloadPage = useRemotesState((state) => state.preloadPage);
  const landing = (returnPath(location.state) ?? '/').split('?')[0] ?? '/';
  // The page the visitor lands on loads while they sign in.
  useEffect(() => {
    if (status === 'signed-out') void preloadPage(landing);
  }, [status, landing, preloadPage]);

  if (status === 'resolving') {
    return (
      <main>
        <FullPageLoading />
      </main>
    );
  }
  if (status === 'signed-in') return <Navigate to={destination(location.state)} replace />;

  const submit = async (username: string, password: string) => {
    const result = await api.login(username, password);
    signIn(result.access_token, result.user);
  };

  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>
          {name}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{HOST_TEXT.signInTitle}</Typography.Paragraph>
        <SignInForm onSubmit={submit} />
      </Card>
    </Flex>
  );
}
