import type { ThemeConfig } from 'antd';

/** The sidebar's dark background, beside the page or in the mobile drawer. */
export const SIDEBAR_BACKGROUND = '#001529';

export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: '#1668dc', borderRadius: 6 },
  components: { Layout: { siderBg: SIDEBAR_BACKGROUND, headerBg: 'transparent' } },
};
