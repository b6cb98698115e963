import type { Catalogue } from '../catalogue-types.js';
import type { meetingRooms as english } from './meeting-rooms.errors.js';

export const meetingRooms: Catalogue<typeof english> = {
  roomLinkMissing: 'মিটিং রুমের {{scheme}} লিঙ্ক দিন।',
  roomLinkInvalid: 'মিটিং রুমের লিঙ্কটি সঠিক নয়।',
  roomLinkNotSecure: 'মিটিং রুমের লিঙ্ক {{scheme}} দিয়ে শুরু হতে হবে।',
  roomLinkCredentials: 'মিটিং রুমের লিঙ্কে ইউজারনেম বা পাসওয়ার্ড থাকা চলবে না।',
  roomLinkHost: 'মিটিং রুমের লিঙ্ক এগুলির কোনো একটির হতে হবে: {{hosts}}।',
  roomLinkNoRoom: 'মিটিং রুমের লিঙ্কে মিটিং রুমের নাম থাকতে হবে।',
  unknownProvider: 'এই সার্ভারে “{{provider}}” নামে কোনো মিটিং রুম প্রদানকারী নেই: এগুলির একটি বেছে নিন: {{providers}}।',
  noZoomMeeting: 'এই ক্লাসের কোনো {{provider}} মিটিং নেই।',
  noBbbRoom: 'এই ক্লাসের কোনো {{provider}} রুম নেই।',
  providerRefusedSchedule: '{{provider}} মিটিং নির্ধারণ করতে রাজি হয়নি: {{detail}}',
  providerRefusedJoin: '{{provider}} ক্লাসে যোগ দিতে দেয়নি: {{detail}}',
  providerRefused: '{{provider}} অনুরোধটি মানেনি: {{detail}}',
  providerUnreachable: '{{provider}}-এর সঙ্গে যোগাযোগ করা যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
  credentialsRefused: '{{provider}} এই সার্ভারের লগইন তথ্য গ্রহণ করেনি।',
  noAccount: 'এই সার্ভারে কোনো {{provider}} অ্যাকাউন্ট সেট করা নেই।',
  teacherNoEmail: 'এই শিক্ষকের কোনো ইমেল ঠিকানা নেই: {{provider}} ইউজার ইমেল দিয়েই তৈরি হয়।',
  userExists: 'স্কুলের {{provider}} অ্যাকাউন্টে এই শিক্ষকের আগে থেকেই একটি ইউজার আছে।',
  roomUnreachable: 'মিটিং রুমের সঙ্গে যোগাযোগ করা যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
  roomRefused: 'মিটিং রুম ক্লাসটি গ্রহণ করেনি: {{detail}}',
  roomRefusedUnsaid: 'মিটিং রুম কারণ না জানিয়ে ক্লাসটি গ্রহণ করেনি।',
  ownUserOnly: 'শিক্ষক শুধু নিজের জন্য {{provider}} ইউজার চাইতে পারেন; স্কুল অ্যাডমিন স্কুলের শিক্ষকদের জন্য।',
  noTeacher: 'এই শিক্ষককে পাওয়া যায়নি।',
};
