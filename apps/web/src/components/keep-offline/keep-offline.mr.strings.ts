import type { Catalogue } from '../../lib/catalogue';
import type { KeepOfflineStrings } from './keep-offline.strings';

const mr: Catalogue<KeepOfflineStrings> = {
  keep: {
    button: 'ऑफलाइनसाठी ठेवा',
    buttonFor: 'ऑफलाइनसाठी ठेवा: {{name}}',
    dialogTitle: 'ऑफलाइन वापरासाठी ठेवा',
    sizing: 'किती डाउनलोड करायचे आहे ते मोजत आहोत…',
    sizeLine: 'ऑफलाइनसाठी ठेवा: {{size}}',
    itemsLine_one: '{{count}} गोष्ट कनेक्शनशिवाय उघडेल.',
    itemsLine_other: '{{count}} गोष्टी कनेक्शनशिवाय उघडतील.',
    refusedLine_one: '{{count}} गोष्ट ठेवता येत नाही: {{titles}}',
    refusedLine_other: '{{count}} गोष्टी ठेवता येत नाहीत: {{titles}}',
    nothing: 'इथले काहीही ऑफलाइन वापरासाठी ठेवता येत नाही.',
    nothingText: 'तुम्हाला उघडता येणारे व्हिडिओ, PDF, कृती आणि पाठच ठेवता येतात.',
    confirm: 'ठेवा',
    cancel: 'रद्द करा',
    close: 'बंद करा',
    progressLabel: 'ऑफलाइन वापरासाठी डाउनलोड होत आहे',
    progressText: '{{total}} पैकी {{done}}',
    stopped: 'डाउनलोड थांबले',
    stoppedText: 'कनेक्शन तुटले. जे आले ते जतन झाले आहे: पुन्हा ऑनलाइन आल्यावर पुढे सुरू करा.',
    failedText: 'डाउनलोड पूर्ण होऊ शकले नाही. कृपया पुन्हा प्रयत्न करा.',
    resume: 'डाउनलोड पुढे सुरू करा',
    done: 'ऑफलाइनसाठी ठेवले',
    doneCount_one: '{{count}} गोष्ट या डिव्हाइसवर आहे.',
    doneCount_other: '{{count}} गोष्टी या डिव्हाइसवर आहेत.',
    doneText: 'त्या इथे कनेक्शनशिवाय उघडतात. ठेवलेल्या गोष्टींच्या पानावरून तुम्ही त्या काढू शकता.',
    failedItems_one: '{{count}} गोष्ट ठेवता आली नाही (ती आता तुमच्यासाठी उपलब्ध नाही): {{titles}}',
    failedItems_other: '{{count}} गोष्टी ठेवता आल्या नाहीत (त्या आता तुमच्यासाठी उपलब्ध नाहीत): {{titles}}',
    seeKept: 'काय ठेवले आहे ते पाहा',
    sizeError: 'काय डाउनलोड करायचे ते ठरवता आले नाही.',
    retry: 'पुन्हा प्रयत्न करा',
  },
};
export default mr;
