import type { CustomMessageKey } from "./en";

type Translation = Partial<Record<CustomMessageKey, string>>;

/**
 * Translations of our own texts. Languages or keys left out fall back to English
 * (see `i18n.ts`); the Keycloak-provided texts of every language come from Keycloakify.
 */
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
        // Pages
        totpQrCodeAlt: "رمز الاستجابة السريعة الذي يحمل مفتاح المصادقة",
        totpCopyKey: "نسخ المفتاح",
        totpKeyCopied: "تم نسخ المفتاح",
        totpCopyFailed: "تعذر النسخ. حدد المفتاح وانسخه بنفسك.",
        otpDeviceLegend: "جهاز المصادقة",
        recoveryCodesCopyFailed: "تعذر النسخ. حدد الرموز وانسخها بنفسك."
    },
    de: {
        // Pages
        totpQrCodeAlt: "QR-Code mit Ihrem Authentifizierungsschlüssel",
        totpCopyKey: "Schlüssel kopieren",
        totpKeyCopied: "Schlüssel kopiert",
        totpCopyFailed:
            "Kopieren nicht möglich. Markieren Sie den Schlüssel und kopieren Sie ihn selbst.",
        otpDeviceLegend: "Authentifizierungsgerät",
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
        pdfPage: "Seite {0} von {1}"
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
        pdfPage: "Página {0} de {1}"
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
        pdfPage: "Page {0} sur {1}"
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
        pdfPage: "Pagina {0} van {1}"
    }
};
