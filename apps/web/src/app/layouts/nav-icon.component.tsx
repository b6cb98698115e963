import {
  IconArrowsExchange,
  IconBook2,
  IconBookmark,
  IconBooks,
  IconCalendarCheck,
  IconCalendarMonth,
  IconChecklist,
  IconClipboardList,
  IconCloudDownload,
  IconDevices,
  IconEye,
  IconHeadset,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLink,
  IconListCheck,
  IconNotebook,
  IconPackage,
  IconPencil,
  IconPlayerPlay,
  IconSitemap,
  IconSpeakerphone,
  IconUserCircle,
  IconUsersGroup,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { NavItemKey } from './role-navigation';

const NAV_ICONS: Record<NavItemKey, Icon> = {
  dashboard: IconLayoutDashboard,
  homework: IconClipboardList,
  learnLists: IconListCheck,
  tests: IconChecklist,
  practice: IconPencil,
  notices: IconSpeakerphone,
  doubts: IconHelpCircle,
  liveClasses: IconVideo,
  recordedLectures: IconPlayerPlay,
  attendance: IconCalendarCheck,
  classRecaps: IconNotebook,
  batches: IconUsersGroup,
  courses: IconBook2,
  whoLooked: IconEye,
  chooseProfile: IconArrowsExchange,
  myAccounts: IconDevices,
  calendar: IconCalendarMonth,
  subjects: IconBooks,
  // Shared with staff-only items (class recaps, batches): a learner's navigation never shows both.
  study: IconNotebook,
  institute: IconUsersGroup,
  browse: IconSitemap,
  bookmarks: IconBookmark,
  keptOffline: IconCloudDownload,
  profile: IconUserCircle,
  linkRequests: IconLink,
  myPackages: IconPackage,
  schoolLicences: IconPackage,
  customerCare: IconHeadset,
};

/** The icon of a navigation item (loaded after the first screen: app-shell.layout.tsx). */
export function NavIcon({ name }: { name: NavItemKey }) {
  const Shown = NAV_ICONS[name];
  return <Shown size={18} aria-hidden />;
}
