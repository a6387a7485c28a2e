import type { ThemeConfig } from 'antd';

export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: '#1668dc', borderRadius: 6 },
  components: { Layout: { siderBg: '#001529', headerBg: 'transparent' } },
};
