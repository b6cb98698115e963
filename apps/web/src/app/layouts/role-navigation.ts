import { isLearner, isParent, roleDashboardPath, RoutePath } from '@esc/domain';

export type NavItemKey = 'dashboard' | 'profile' | 'myPackages' | 'customerCare';

export interface NavItem {
  key: NavItemKey;
  to: string;
}

/** The navigation of each role's shell: learners and parents hold packages, staff do not. */
export function roleNavigation(userTypeId: number, role: string | null): NavItem[] {
  const items: NavItem[] = [
    { key: 'dashboard', to: roleDashboardPath({ userTypeId, role }) },
    { key: 'profile', to: RoutePath.Profile },
  ];
  if (isLearner(userTypeId) || isParent(userTypeId)) items.push({ key: 'myPackages', to: RoutePath.MyPackage });
  items.push({ key: 'customerCare', to: RoutePath.CustomerCareContact });
  return items;
}
