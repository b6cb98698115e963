/**
 * The platform's support contact. The specs name none; these are the demo platform's values,
 * set per deployment with VITE_SUPPORT_EMAIL and VITE_SUPPORT_PHONE at build time.
 */
export const PLATFORM_CONTACT = {
  email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@demo.school',
  phone: import.meta.env.VITE_SUPPORT_PHONE ?? '+91 80 4000 1234',
};
