import type { Catalogue } from '../../lib/catalogue';
import type { KeepOfflineStrings } from './keep-offline.strings';

const bn: Catalogue<KeepOfflineStrings> = {
  keep: {
    button: 'অফলাইনের জন্য রাখুন',
    buttonFor: 'অফলাইনের জন্য রাখুন: {{name}}',
    dialogTitle: 'অফলাইনে ব্যবহারের জন্য রাখুন',
    sizing: 'কতটা ডাউনলোড করতে হবে তা হিসেব করা হচ্ছে…',
    sizeLine: 'অফলাইনের জন্য রাখুন: {{size}}',
    itemsLine_one: '{{count}}টি আইটেম সংযোগ ছাড়াই খুলবে।',
    itemsLine_other: '{{count}}টি আইটেম সংযোগ ছাড়াই খুলবে।',
    refusedLine_one: '{{count}}টি আইটেম রাখা যাবে না: {{titles}}',
    refusedLine_other: '{{count}}টি আইটেম রাখা যাবে না: {{titles}}',
    nothing: 'এখানকার কিছুই অফলাইনে ব্যবহারের জন্য রাখা যাবে না।',
    nothingText: 'শুধু আপনার খোলার অনুমতি থাকা ভিডিও, PDF, অ্যাক্টিভিটি ও পাঠ রাখা যায়।',
    confirm: 'রাখুন',
    cancel: 'বাতিল',
    close: 'বন্ধ করুন',
    progressLabel: 'অফলাইনে ব্যবহারের জন্য ডাউনলোড হচ্ছে',
    progressText: '{{total}}টির মধ্যে {{done}}টি',
    stopped: 'ডাউনলোড থেমে গেছে',
    stoppedText: 'সংযোগ কেটে গেছে। যা এসেছে তা সেভ করা আছে: আবার অনলাইনে এলে চালিয়ে যান।',
    failedText: 'ডাউনলোড শেষ করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
    resume: 'ডাউনলোড চালিয়ে যান',
    done: 'অফলাইনের জন্য রাখা হয়েছে',
    doneCount_one: '{{count}}টি আইটেম এই ডিভাইসে আছে।',
    doneCount_other: '{{count}}টি আইটেম এই ডিভাইসে আছে।',
    doneText: 'সংযোগ ছাড়াই এগুলো এখানে খুলবে। রাখা জিনিসের পাতা থেকে এগুলো সরাতে পারেন।',
    failedItems_one: '{{count}}টি আইটেম রাখা গেল না (এটি আর আপনার জন্য খোলা নেই): {{titles}}',
    failedItems_other: '{{count}}টি আইটেম রাখা গেল না (এগুলো আর আপনার জন্য খোলা নেই): {{titles}}',
    seeKept: 'কী কী রাখা আছে দেখুন',
    sizeError: 'কী ডাউনলোড করতে হবে তা হিসেব করা গেল না।',
    retry: 'আবার চেষ্টা করুন',
  },
};
export default bn;
