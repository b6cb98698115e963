export const commerce = {
  learnersBuy:
    'Packages are for students: teachers and school staff cannot buy them. A student buys their own package, or a parent buys one for their child.',
  chooseChild: 'Choose which of your children the package is for.',
  stateNotInUse: '{{state}} is not a GST state code in use.',
  gstinLength: 'A GSTIN has 15 characters.',
  gstinShape: 'A GSTIN is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.',
  gstinState: 'A GSTIN starts with a state code in use; {{code}} is not one.',
  gstinCheck: 'This GSTIN’s last character does not match its check character: please check it for a typing mistake.',
  gstinOtherState: 'This GSTIN is registered in {{state}}: choose that state, or leave it out.',
  paymentsNotConfigured:
    'Payments are not configured on this server, so packages cannot be bought yet. Please contact the school or the platform.',
  gstSupplierMissing:
    'Invoices cannot be issued yet: the seller’s GST details (legal name, address and GSTIN) are not configured on this server, so packages cannot be bought. Please contact the platform.',
  idempotencyKeyReused: 'This idempotency key was already used for another purchase.',
  notOffered: 'This package is not offered for this board and class.',
  otherProvider: 'This payment was started with another payment provider. Start a new purchase.',
  entityNames: 'Send between 1 and {{max, number}} entity names per request (got {{got, number}}).',
  packageFlag: 'package_flag is JEE or NEET.',
  licencesAdminOnly: 'Only the school admin sees the school’s licences and seats. Ask your school admin.',
  providerUnavailable: 'The payment provider could not start this payment. Please try again in a minute.',
  notTestCard: 'This is not a test card. Use {{approve}} (approved) or {{decline}} (declined).',
  testCardMissing: 'Enter the test card number.',
  cardDeclined: 'The bank declined this card. Try another card.',
  checkoutProofMissing: '{{field}} is required: send what Razorpay Checkout returned.',
  checkoutOtherPayment: '{{field}} belongs to another payment.',
  checkoutSignature: '{{field}} does not match this payment. Nothing was issued; contact support if money was taken.',
} as const;
