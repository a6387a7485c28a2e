import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AudioOutlined from '@ant-design/icons/AudioOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import MonitorOutlined from '@ant-design/icons/MonitorOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import type { NavRoutePath } from '@callops/shell';
import type { ReactNode } from 'react';

/** The icon of each sidebar entry: the sidebar is drawn before any remote's code has loaded. */
export const SIDEBAR_ICONS: Readonly<Record<NavRoutePath, ReactNode>> = {
  '/': <DashboardOutlined />,
  '/voice': <SoundOutlined />,
  '/calendar': <CalendarOutlined />,
  '/jobs': <ScheduleOutlined />,
  '/live-calls': <CustomerServiceOutlined />,
  '/caller-ids': <IdcardOutlined />,
  '/stats': <LineChartOutlined />,
  '/calls-summary': <AudioOutlined />,
  '/do-not-call': <StopOutlined />,
  '/testing/no-answer': <PhoneOutlined />,
  '/testing/reminder': <ExperimentOutlined />,
  '/testing/reminder-notify': <BellOutlined />,
  '/data/latest-jobs': <ScheduleOutlined />,
  '/data/latest-calls': <PhoneOutlined />,
  '/data/latest-companies': <AppstoreOutlined />,
  '/data/latest-appointments': <CalendarOutlined />,
  '/leads': <ContactsOutlined />,
  '/db-leads': <DatabaseOutlined />,
  '/lead-kanban': <ProjectOutlined />,
  '/database-management': <DatabaseOutlined />,
  '/users': <TeamOutlined />,
  '/danger-zone': <WarningOutlined />,
  '/system-health': <MonitorOutlined />,
  '/settings': <SettingOutlined />,
  '/settings/vapi': <ApiOutlined />,
  '/settings/instructions': <FileTextOutlined />,
  '/settings/twilio': <MessageOutlined />,
  '/settings/elevenlabs': <SoundOutlined />,
  '/settings/scheduling': <ScheduleOutlined />,
  '/settings/email': <MailOutlined />,
  '/settings/database': <DatabaseOutlined />,
  '/settings/general': <ControlOutlined />,
  '/settings/profile': <ProfileOutlined />,
  '/settings/audit-log': <AuditOutlined />,
};
