import type { CustomMessageKey } from "./en";

/** Our texts in one language; a missing one falls back to English (`i18n.ts`). */
export type Translation = Partial<Record<CustomMessageKey, string>>;

/** Our translations by language tag; `emailVerify*` in Keycloak 26's wording (Arabic is ours). */
export const translations: Record<string, Translation> = {
    ar: {
        requiredFields: "الحقول المطلوبة",
        restartLogin: "إعادة تسجيل الدخول",
        close: "إغلاق",
        colorMode: "وضع الألوان",
        colorModeLight: "فاتح",
        colorModeDark: "داكن",
        colorModeSystem: "النظام",
        faq: "الأسئلة الشائعة",
        pdfLoading: "جارٍ تحميل المستند…",
        pdfFailed: "لا يمكن عرض المستند هنا.",
        pdfOpenInNewTab: "فتح ملف PDF",
        pdfPage: "الصفحة {0} من {1}",
        loadRetry: "إعادة المحاولة",
        loadFailedPage: "تعذّر تحميل هذه الصفحة.",
        loadFailedLanguageMenu: "تعذّر تحميل قائمة اللغات.",
        loadFailedFooter: "تعذّر تحميل تذييل الصفحة.",
        loadFailedDialog: "تعذّر فتح هذا الرابط.",
        loadFailedForm: "تعذّر تحميل النموذج.",
        totpQrCodeAlt: "رمز الاستجابة السريعة الذي يحمل مفتاح المصادقة",
        totpCopyKey: "نسخ المفتاح",
        totpKeyCopied: "تم نسخ المفتاح",
        totpCopyFailed: "تعذر النسخ. حدد المفتاح وانسخه بنفسك.",
        otpDeviceLegend: "جهاز المصادقة",
        otpCodeHint: "أدخل الرمز الذي يعرضه تطبيق المصادقة الآن.",
        emailVerifyInstruction4:
            "للتحقق من عنوان بريدك الإلكتروني، سنرسل إليك بريدًا إلكترونيًا يحتوي على الإرشادات إلى العنوان {0}.",
        emailVerifyResend: "إعادة إرسال بريد التحقق",
        emailVerifySend: "إرسال بريد التحقق",
        recoveryCodesCopyFailed: "تعذر النسخ. حدد الرموز وانسخها بنفسك."
    },
    ca: {
        emailVerifyInstruction4:
            "Per a verificar la vostra adreça de correu electrònic, us enviarem un correu amb instruccions a l’adreça {0}.",
        emailVerifyResend: "Torna a enviar el correu de verificació",
        emailVerifySend: "Envia el correu de verificació"
    },
    cs: {
        emailVerifyInstruction4:
            "Pro ověření Vaší e-mailové adresy Vám pošleme email s instrukcemi na adresu {0}.",
        emailVerifyResend: "Znovu poslat ověřovací e-mail",
        emailVerifySend: "Poslat ověřovací e-mail"
    },
    de: {
        totpQrCodeAlt: "QR-Code mit Ihrem Authentifizierungsschlüssel",
        totpCopyKey: "Schlüssel kopieren",
        totpKeyCopied: "Schlüssel kopiert",
        totpCopyFailed:
            "Kopieren nicht möglich. Markieren Sie den Schlüssel und kopieren Sie ihn selbst.",
        otpDeviceLegend: "Authentifizierungsgerät",
        otpCodeHint: "Geben Sie den Code ein, den Ihre Authentifizierungs-App gerade anzeigt.",
        recoveryCodesCopyFailed:
            "Kopieren nicht möglich. Markieren Sie die Codes und kopieren Sie sie selbst.",
        traceIdSupportMessage:
            "Wenn Sie den Support kontaktieren, geben Sie bitte folgende Trace-ID an: {0}",
        requiredFields: "Pflichtfelder",
        restartLogin: "Anmeldung neu starten",
        close: "Schließen",
        colorMode: "Farbmodus",
        colorModeLight: "Hell",
        colorModeDark: "Dunkel",
        colorModeSystem: "System",
        customerServiceDefault: "Kundendienst: {0}",
        subsidiaryDefault: "{0} ist eine Tochtergesellschaft eines Versorgungskonzerns.",
        copyrightDefault: "© {0} {1}. Alle Rechte vorbehalten.",
        faq: "Häufige Fragen",
        pdfLoading: "Dokument wird geladen…",
        pdfFailed: "Das Dokument kann hier nicht angezeigt werden.",
        pdfOpenInNewTab: "PDF öffnen",
        pdfPage: "Seite {0} von {1}",
        loadRetry: "Erneut versuchen",
        loadFailedPage: "Diese Seite konnte nicht geladen werden.",
        loadFailedLanguageMenu: "Die Liste der Sprachen konnte nicht geladen werden.",
        loadFailedFooter: "Die Fußzeile konnte nicht geladen werden.",
        loadFailedDialog: "Dies konnte nicht geöffnet werden.",
        loadFailedForm: "Das Formular konnte nicht geladen werden.",
        emailVerifyInstruction4:
            "Um Ihre E-Mail-Adresse zu verifizieren werden wir eine E-Mail mit weiteren Hinweisen an {0} senden.",
        emailVerifyResend: "Verifizierungs-E-Mail erneut senden",
        emailVerifySend: "Verifizierungs-E-Mail senden"
    },
    el: {
        emailVerifyInstruction4:
            "Για την επαλήθευση της διεύθυνση email σας, πρόκειται να σταλεί email με οδηγίες στη διεύθυνση {0}.",
        emailVerifyResend: "Αποστολή ξανά του email επαλήθευσης",
        emailVerifySend: "Αποστολή email επαλήθευσης"
    },
    es: {
        requiredFields: "Campos obligatorios",
        restartLogin: "Reiniciar inicio de sesión",
        close: "Cerrar",
        colorMode: "Modo de color",
        colorModeLight: "Claro",
        colorModeDark: "Oscuro",
        colorModeSystem: "Sistema",
        customerServiceDefault: "Atención al cliente: {0}",
        copyrightDefault: "© {0} {1}. Todos los derechos reservados.",
        faq: "Preguntas frecuentes",
        pdfLoading: "Cargando el documento…",
        pdfFailed: "El documento no se puede mostrar aquí.",
        pdfOpenInNewTab: "Abrir el PDF",
        pdfPage: "Página {0} de {1}",
        loadRetry: "Reintentar",
        loadFailedPage: "No se pudo cargar esta página.",
        loadFailedLanguageMenu: "No se pudo cargar la lista de idiomas.",
        loadFailedFooter: "No se pudo cargar el pie de página.",
        loadFailedDialog: "No se pudo abrir.",
        loadFailedForm: "No se pudo cargar el formulario.",
        emailVerifyInstruction4:
            "Para verificar su dirección de correo electrónico, le enviaremos un correo con instrucciones a la dirección {0}.",
        emailVerifyResend: "Reenviar correo de verificación",
        emailVerifySend: "Enviar correo de verificación"
    },
    fr: {
        requiredFields: "Champs obligatoires",
        restartLogin: "Recommencer la connexion",
        close: "Fermer",
        colorMode: "Mode de couleur",
        colorModeLight: "Clair",
        colorModeDark: "Sombre",
        colorModeSystem: "Système",
        customerServiceDefault: "Service client : {0}",
        subsidiaryDefault: "{0} est une filiale d’un groupe de services publics.",
        copyrightDefault: "© {0} {1}. Tous droits réservés.",
        faq: "Questions fréquentes",
        pdfLoading: "Chargement du document…",
        pdfFailed: "Le document ne peut pas être affiché ici.",
        pdfOpenInNewTab: "Ouvrir le PDF",
        pdfPage: "Page {0} sur {1}",
        loadRetry: "Réessayer",
        loadFailedPage: "Cette page n’a pas pu être chargée.",
        loadFailedLanguageMenu: "La liste des langues n’a pas pu être chargée.",
        loadFailedFooter: "Le pied de page n’a pas pu être chargé.",
        loadFailedDialog: "Impossible de l’ouvrir.",
        loadFailedForm: "Le formulaire n’a pas pu être chargé.",
        emailVerifyInstruction4:
            "Afin de vérifier votre adresse de courriel, nous allons vous envoyer un courriel avec les instructions à l'adresse {0}.",
        emailVerifyResend: "Renvoyer le courriel de vérification",
        emailVerifySend: "Envoyer le courriel de vérification"
    },
    hu: {
        emailVerifyInstruction4:
            "Az e-mail cím ellenőrzéséhez egy útmutatót tartalmazó levelet küldünk a(z) {0} címre.",
        emailVerifyResend: "Ellenőrző e-mail újraküldése",
        emailVerifySend: "Ellenőrző e-mail küldése"
    },
    it: {
        emailVerifyInstruction4:
            "Per verificare la tua email ti stiamo per inviare un messaggio all'indirizzo {0}.",
        emailVerifyResend: "Invia di nuovo l'email di verifica",
        emailVerifySend: "Invia l'email di verifica"
    },
    ja: {
        emailVerifyInstruction4:
            "メールアドレスを確認するため、これから{0}のアドレスに指示のメールを送ります。",
        emailVerifyResend: "検証メールを再送する",
        emailVerifySend: "検証メールを送信する"
    },
    ka: {
        emailVerifyInstruction4:
            "თქვენი ელფოსტის მისამართის გადასამოწმებლად ჩვენ ვაპირებთ, გამოგგიზავნოთ ელფოსტა ინსტრუქციებით მისამართზე {0}.",
        emailVerifyResend: "გადამოწმების ელფოსტის თავიდან გაგზავნა",
        emailVerifySend: "გადამოწმების ელფოსტის გაგზავნა"
    },
    nl: {
        requiredFields: "Verplichte velden",
        restartLogin: "Inloggen opnieuw starten",
        close: "Sluiten",
        colorMode: "Kleurmodus",
        colorModeLight: "Licht",
        colorModeDark: "Donker",
        colorModeSystem: "Systeem",
        customerServiceDefault: "Klantenservice: {0}",
        faq: "Veelgestelde vragen",
        pdfLoading: "Document wordt geladen…",
        pdfFailed: "Het document kan hier niet worden weergegeven.",
        pdfOpenInNewTab: "Pdf openen",
        pdfPage: "Pagina {0} van {1}",
        loadRetry: "Opnieuw proberen",
        loadFailedPage: "Deze pagina kon niet worden geladen.",
        loadFailedLanguageMenu: "De lijst met talen kon niet worden geladen.",
        loadFailedFooter: "De voettekst kon niet worden geladen.",
        loadFailedDialog: "Dit kon niet worden geopend.",
        loadFailedForm: "Het formulier kon niet worden geladen.",
        emailVerifyInstruction4:
            "Om uw e-mailadres te verifiëren, zullen we u een e-mail met instructies sturen op adres {0}.",
        emailVerifyResend: "Verificatie-e-mail opnieuw verzenden",
        emailVerifySend: "Verificatie-e-mail verzenden"
    },
    pl: {
        emailVerifyInstruction4:
            "Aby zweryfikować swój adres e-mail, wyślemy Ci wiadomość e-mail z instrukcjami na adres {0}.",
        emailVerifyResend: "Wyślij ponownie e-mail weryfikacyjny",
        emailVerifySend: "Wyślij e-mail weryfikacyjny"
    },
    "pt-BR": {
        emailVerifyInstruction4:
            "Para verificar seu endereço de email, iremos enviar um email com instruções para o endereço {0}.",
        emailVerifyResend: "Reenviar email de verificação",
        emailVerifySend: "Enviar email de verificação"
    },
    ru: {
        emailVerifyInstruction4:
            "Для проверки вашего адреса электронной почты мы отправим вам письмо с инструкциями на адрес {0}.",
        emailVerifyResend: "Повторно отправить письмо с подтверждением",
        emailVerifySend: "Отправить письмо с подтверждением"
    },
    sk: {
        emailVerifyInstruction4:
            "Na overenie Vašej e-mailovej adresy Vám pošleme e-mail s pokynmi na adresu {0}.",
        emailVerifyResend: "Opätovné odoslanie overovacieho e-mailu",
        emailVerifySend: "Odoslať overovací e-mail"
    },
    sv: {
        emailVerifyInstruction4:
            "För att verifiera din e-postadress kommer vi att skicka ett meddelande med instruktioner till adressen {0}.",
        emailVerifyResend: "Skicka om verifieringsmail",
        emailVerifySend: "Skicka verifieringsmail"
    },
    tr: {
        emailVerifyInstruction4:
            "E-posta adresinizi doğrulamak için {0} adresine talimatları içeren bir e-posta göndereceğiz.",
        emailVerifyResend: "Doğrulama e-postasını tekrar gönder",
        emailVerifySend: "Doğrulama e-postasını gönder"
    },
    uk: {
        emailVerifyInstruction4:
            "Щоб підтвердити Вашу адресу електронної пошти, ми збираємося надіслати Вам лист з інструкціями на адресу {0}.",
        emailVerifyResend: "Повторно надіслати лист перевірки",
        emailVerifySend: "Надіслати лист перевірки"
    },
    "zh-CN": {
        emailVerifyInstruction4: "为了验证您的电子邮件地址，我们将寄送一封含有指示的电子邮件到 {0}。",
        emailVerifyResend: "重新寄送验证信",
        emailVerifySend: "寄送验证信"
    },
    "zh-TW": {
        emailVerifyInstruction4: "為驗證您的電子郵件，我們將寄送包含指令的郵件至 {0}。",
        emailVerifyResend: "重新寄送驗證郵件",
        emailVerifySend: "寄送驗證郵件"
    },
    da: {},
    fa: {},
    fi: {},
    lt: {},
    lv: {},
    no: {},
    pt: {},
    th: {}
};
