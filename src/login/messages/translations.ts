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
        // Pages
        totpQrCodeAlt: "رمز الاستجابة السريعة الذي يحمل مفتاح المصادقة",
        totpCopyKey: "نسخ المفتاح",
        totpKeyCopied: "تم نسخ المفتاح",
        totpCopyFailed: "تعذر النسخ. حدد المفتاح وانسخه بنفسك.",
        otpDeviceLegend: "جهاز المصادقة"
    },
    de: {
        // Pages
        totpQrCodeAlt: "QR-Code mit Ihrem Authentifizierungsschlüssel",
        totpCopyKey: "Schlüssel kopieren",
        totpKeyCopied: "Schlüssel kopiert",
        totpCopyFailed:
            "Kopieren nicht möglich. Markieren Sie den Schlüssel und kopieren Sie ihn selbst.",
        otpDeviceLegend: "Authentifizierungsgerät",
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
        faq: "Häufige Fragen"
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
        faq: "Preguntas frecuentes"
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
        faq: "Questions fréquentes"
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
        faq: "Veelgestelde vragen"
    }
};
