/**
 * The sentence of the fallback shown when a page's code cannot run (config/pageFallback.ftl,
 * docs/security.md §6), by language tag; `en` for a language without one. FreeMarker renders it
 * before any script runs, so the build writes it into the theme's `messages_*.properties`
 * (`config/pageFallback.ts`) and no page's bundle carries it.
 */
export const pageCannotStart: Record<string, string> = {
    en: "This page could not start. Allow JavaScript for this site or use a current browser, then reload the page.",
    ar: "تعذّر بدء هذه الصفحة. اسمح بتشغيل JavaScript لهذا الموقع أو استخدم متصفحًا حديثًا، ثم أعد تحميل الصفحة.",
    ca: "Aquesta pàgina no s’ha pogut iniciar. Permeteu JavaScript per a aquest lloc o feu servir un navegador actual i torneu a carregar la pàgina.",
    cs: "Tuto stránku se nepodařilo spustit. Povolte pro tento web JavaScript nebo použijte aktuální prohlížeč a stránku znovu načtěte.",
    da: "Siden kunne ikke starte. Tillad JavaScript for dette websted, eller brug en opdateret browser, og genindlæs derefter siden.",
    de: "Diese Seite konnte nicht starten. Erlauben Sie JavaScript für diese Website oder verwenden Sie einen aktuellen Browser und laden Sie die Seite dann neu.",
    el: "Δεν ήταν δυνατή η εκκίνηση αυτής της σελίδας. Επιτρέψτε τη JavaScript για αυτόν τον ιστότοπο ή χρησιμοποιήστε ένα σύγχρονο πρόγραμμα περιήγησης και, στη συνέχεια, φορτώστε ξανά τη σελίδα.",
    es: "Esta página no se pudo iniciar. Permita JavaScript para este sitio o use un navegador actualizado y vuelva a cargar la página.",
    fa: "این صفحه راه‌اندازی نشد. اجرای JavaScript را برای این سایت مجاز کنید یا از یک مرورگر به‌روز استفاده کنید و سپس صفحه را دوباره بارگیری کنید.",
    fi: "Sivua ei voitu käynnistää. Salli JavaScript tälle sivustolle tai käytä ajantasaista selainta ja lataa sivu sitten uudelleen.",
    fr: "Cette page n’a pas pu démarrer. Autorisez JavaScript pour ce site ou utilisez un navigateur récent, puis rechargez la page.",
    hu: "Ez az oldal nem tudott elindulni. Engedélyezze a JavaScriptet ehhez a webhelyhez, vagy használjon friss böngészőt, majd töltse be újra az oldalt.",
    it: "Impossibile avviare questa pagina. Consenti JavaScript per questo sito o usa un browser aggiornato, quindi ricarica la pagina.",
    ja: "このページを開始できませんでした。このサイトで JavaScript を許可するか、最新のブラウザーを使用してから、ページを再読み込みしてください。",
    ka: "ამ გვერდის გაშვება ვერ მოხერხდა. დაუშვით JavaScript ამ საიტისთვის ან გამოიყენეთ განახლებული ბრაუზერი და შემდეგ ხელახლა ჩატვირთეთ გვერდი.",
    lt: "Šio puslapio nepavyko paleisti. Leiskite „JavaScript“ šiai svetainei arba naudokite naujausią naršyklę, tada iš naujo įkelkite puslapį.",
    lv: "Šo lapu neizdevās palaist. Atļaujiet JavaScript šai vietnei vai izmantojiet jaunāku pārlūkprogrammu un pēc tam pārlādējiet lapu.",
    nl: "Deze pagina kon niet starten. Sta JavaScript toe voor deze site of gebruik een actuele browser en laad de pagina daarna opnieuw.",
    no: "Siden kunne ikke starte. Tillat JavaScript for dette nettstedet eller bruk en oppdatert nettleser, og last deretter inn siden på nytt.",
    pl: "Nie udało się uruchomić tej strony. Zezwól na JavaScript dla tej witryny lub użyj aktualnej przeglądarki, a następnie odśwież stronę.",
    pt: "Não foi possível iniciar esta página. Permita JavaScript para este site ou utilize um navegador atualizado e depois recarregue a página.",
    "pt-BR":
        "Não foi possível iniciar esta página. Permita JavaScript para este site ou use um navegador atualizado e recarregue a página.",
    ru: "Не удалось запустить эту страницу. Разрешите JavaScript для этого сайта или используйте современный браузер, затем перезагрузите страницу.",
    sk: "Túto stránku sa nepodarilo spustiť. Povoľte pre túto stránku JavaScript alebo použite aktuálny prehliadač a stránku znova načítajte.",
    sv: "Sidan kunde inte starta. Tillåt JavaScript för den här webbplatsen eller använd en aktuell webbläsare och ladda sedan om sidan.",
    th: "ไม่สามารถเริ่มหน้านี้ได้ โปรดอนุญาต JavaScript สำหรับเว็บไซต์นี้หรือใช้เบราว์เซอร์รุ่นล่าสุด แล้วโหลดหน้านี้ใหม่",
    tr: "Bu sayfa başlatılamadı. Bu site için JavaScript’e izin verin veya güncel bir tarayıcı kullanın, ardından sayfayı yeniden yükleyin.",
    uk: "Не вдалося запустити цю сторінку. Дозвольте JavaScript для цього сайту або скористайтеся сучасним браузером, а потім перезавантажте сторінку.",
    "zh-CN": "此页面无法启动。请允许此网站运行 JavaScript，或使用最新版本的浏览器，然后重新加载页面。",
    "zh-TW": "此頁面無法啟動。請允許此網站執行 JavaScript，或使用最新版本的瀏覽器，然後重新載入頁面。"
};
