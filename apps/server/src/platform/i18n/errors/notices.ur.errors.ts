import type { Catalogue } from '../catalogue-types.js';
import type { notices as english } from './notices.errors.js';

export const notices: Catalogue<typeof english> = {
  clientIdReused: {
    message: 'نوٹس کی یہ شناخت کسی دوسرے نوٹس کے لیے استعمال ہو چکی ہے: نئی شناخت بنائیں۔',
    field: 'کسی دوسرے نوٹس کے لیے استعمال ہو چکا ہے',
  },
  notStaff: 'آپ کسی اسکول کے عملے میں شامل نہیں ہیں۔',
  clientIdNewOnly: {
    message: '{{field}}: صرف نئے نوٹس کے لیے ہے۔',
    field: 'صرف نئے نوٹس کے لیے ہے',
  },
  textEmpty: {
    message: '{{field}}: خالی نہ چھوڑیں۔',
    field: 'خالی نہ چھوڑیں',
  },
  sectionNeeded: {
    message: '{{field}}: کم از کم ایک سیکشن چنیں۔',
    field: 'کم از کم ایک سیکشن چنیں',
  },
  classNeeded: {
    message: '{{field}}: کم از کم ایک جماعت چنیں۔',
    field: 'کم از کم ایک جماعت چنیں',
  },
  notSchoolSection: {
    message: '{{field}}: یہ اس اسکول کا سیکشن نہیں ہے۔',
    field: 'اس اسکول کا سیکشن نہیں ہے',
  },
  notSchoolClass: {
    message: '{{field}}: یہ اس اسکول کی جماعت نہیں ہے۔',
    field: 'اس اسکول کی جماعت نہیں ہے',
  },
  attachmentNotSchool: {
    message: '{{field}}: صرف اسکول کے لیے اپ لوڈ کی گئی فائل لگائیں۔',
    field: 'صرف اسکول کے لیے اپ لوڈ کی گئی فائل لگائیں',
  },
  publishAtInvalid: {
    message: '{{field}}: یہ درست وقت نہیں ہے۔',
    field: 'درست وقت نہیں ہے',
  },
  publishAtTooFar: {
    message: '{{field}}: ایک سال کے اندر کا وقت چنیں۔',
    field: 'ایک سال کے اندر کا وقت چنیں',
  },
  publishAtLater: {
    message: '{{field}}: نوٹس شائع ہونے کے بعد وقت آگے نہیں بڑھایا جا سکتا۔',
    field: 'نوٹس شائع ہونے کے بعد آگے نہیں بڑھایا جا سکتا',
  },
  onlyAuthorOrAdmin: 'اس نوٹس کو صرف اس کا لکھنے والا یا اسکول ایڈمن ہی بدل سکتا ہے۔',
};
