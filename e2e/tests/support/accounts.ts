/** The demo accounts of CONTRACT.md, as the seed makes them. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  username: string;
  /** The demo password unless given (a journey school's people have their own). */
  password?: string;
  name: string;
  dashboard: string;
  /** Text the dashboard shows about where the person belongs. */
  belongsTo: RegExp;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'student@demo.school',
    name: 'Aarav Sharma',
    dashboard: '/student-dashboard',
    belongsTo: /Sunrise Public School/,
  },
  {
    username: 'freestudent@demo.school',
    name: 'Diya Patel',
    dashboard: '/student-dashboard',
    belongsTo: /ESC Learning/,
  },
  { username: 'parent@demo.school', name: 'Priya Sharma', dashboard: '/parent-dashboard', belongsTo: /Aarav Sharma/ },
  {
    username: 'teacher@demo.school',
    name: 'Meera Iyer',
    dashboard: '/faculty-assessment-dashboard',
    belongsTo: /Sunrise Public School/,
  },
  {
    username: 'admin@demo.school',
    name: 'Rajesh Kumar',
    dashboard: '/faculty-admin-dashboard',
    belongsTo: /Sunrise Public School/,
  },
];

export function account(username: string): DemoAccount {
  const found = demoAccounts.find((a) => a.username === username);
  if (!found) throw new Error(`no demo account ${username}`);
  return found;
}
