export const notifications = {
  streamTicketUsed: 'The stream ticket was used already. Ask for a new one.',
  streamTicketInvalid: 'The stream ticket is not valid. Ask for a new one.',
  subscriptionMissing: 'subscribe needs the browser’s subscription.',
  pushServiceUnsupported: {
    message: 'This browser’s push service is not supported.',
    field: 'not a known push service',
  },
  tooManyBrowsers: 'Push is on for too many browsers. Turn it off on one you no longer use.',
  subscriptionOfAnother: 'This browser’s push subscription belongs to another account.',
  endpointRequired: {
    message: '{{field}} is required to unsubscribe.',
    field: 'is required to unsubscribe',
  },
  ownOnly: 'Notifications are your own.',
  noEmail: 'This server cannot send email yet. Use your mobile number, or ask your school.',
  noSms: 'This server cannot send text messages yet. Use your email, or ask your school.',
  notSent: 'We could not send the message just now. Please try again in a few minutes.',
} as const;
