"""Questions in seventeen languages and ten scripts, for fidelity checks outside a corpus's languages.

A whole-vocabulary artifact serves every language the tokenizer knows, so its table's lower tiers are
judged on questions that read them. Six questions a language, written for this check: half on the
domain of the shared corpus (chess rules and tournaments), half everyday ones, so both a specialist
vocabulary and common words are read. None comes from a gold file; no row selection reads this list.
"""

from __future__ import annotations

QUESTIONS: dict[str, list[str]] = {
    "es": ["¿Cuál es la regla de pieza tocada en ajedrez?", "¿Cuánto tiempo dura una partida rápida?",
           "¿Quién decide los emparejamientos en un torneo suizo?", "¿A qué hora abre la farmacia el domingo?",
           "¿Cómo puedo renovar mi pasaporte si vivo en el extranjero?", "¿Qué tiempo hará mañana en Sevilla?"],
    "de": ["Wie viele Punkte bekommt man für einen Sieg?", "Darf ein Spieler während der Partie sein Handy benutzen?",
           "Wer entscheidet über einen Einspruch gegen den Schiedsrichter?", "Wo finde ich den nächsten Bahnhof?",
           "Wie lange muss man auf einen Arzttermin warten?", "Kann ich mein Fahrrad im Zug mitnehmen?"],
    "it": ["Quanto tempo dura una partita rapida?", "Che cosa succede se un giocatore fa una mossa illegale?",
           "Chi firma il formulario alla fine della partita?", "Dove posso comprare i biglietti dell'autobus?",
           "Quali documenti servono per aprire un conto in banca?", "A che ora chiude il museo il sabato?"],
    "pt": ["Qual é a cadência mínima de um torneio homologado?", "O árbitro pode declarar empate por repetição?",
           "Como se calcula a classificação Elo de um jogador novo?", "Onde fica a estação de metrô mais próxima?",
           "Quanto custa enviar uma carta para a Europa?", "Posso pagar a conta de luz pela internet?"],
    "nl": ["Hoe lang duurt een snelschaakpartij?", "Mag een speler remise aanbieden voordat hij zet?",
           "Wat gebeurt er als de vlag van beide spelers valt?", "Hoe laat vertrekt de laatste trein naar Utrecht?",
           "Waar kan ik mijn afval scheiden in de gemeente?", "Hoeveel vakantiedagen heb ik per jaar?"],
    "pl": ["Jak długo trwa partia szachów szybkich?", "Kto ustala kojarzenia w turnieju szwajcarskim?",
           "Czy zawodnik może opuścić salę gry podczas partii?", "Gdzie mogę wymienić dowód osobisty?",
           "Ile kosztuje bilet miesięczny na tramwaj?", "Jaka będzie pogoda w Krakowie w weekend?"],
    "ru": ["Какова норма времени в быстрых шахматах?", "Что делает арбитр, если игрок сделал невозможный ход?",
           "Сколько очков дают за ничью в командном турнире?", "Как добраться от вокзала до аэропорта?",
           "Где можно оформить заграничный паспорт?", "Во сколько открывается библиотека по субботам?"],
    "uk": ["Скільки часу триває партія у бліц?", "Чи може гравець відмовитися від нічиєї після ходу?",
           "Хто призначає головного арбітра змагань?", "Де найближча аптека біля центру міста?",
           "Як подати заяву на отримання субсидії?", "Коли починаються шкільні канікули взимку?"],
    "el": ["Ποιος είναι ο κανόνας της αγγιγμένης κίνησης;", "Πόσο διαρκεί μια παρτίδα γρήγορου σκακιού;",
           "Ποιος υπογράφει το φύλλο σημειώσεων στο τέλος;", "Πού μπορώ να αγοράσω εισιτήριο για το πλοίο;",
           "Τι ώρα κλείνουν τα καταστήματα την Κυριακή;", "Πώς ανανεώνω το δίπλωμα οδήγησης;"],
    "tr": ["Hızlı satranç oyunu ne kadar sürer?", "Hakem yanlış hamle için ceza verebilir mi?",
           "İsviçre sistemi turnuvada eşleştirmeleri kim yapar?", "En yakın otobüs durağı nerede?",
           "Pasaport başvurusu için hangi belgeler gerekir?", "Yarın İstanbul'da hava nasıl olacak?"],
    "ar": ["ما هي قاعدة لمس القطعة في الشطرنج؟", "كم تستغرق مباراة الشطرنج السريع؟",
           "من يقرر الاقتران في بطولة النظام السويسري؟", "أين أقرب محطة قطار من هنا؟",
           "كيف يمكنني تجديد جواز السفر؟", "متى يفتح المتحف يوم الجمعة؟"],
    "he": ["כמה זמן נמשך משחק שחמט מהיר?", "מה קורה אם שחקן נוגע בכלי בכוונה?",
           "מי מחליט על הזיווגים בטורניר שוויצרי?", "איפה התחנה המרכזית בעיר?",
           "כמה עולה כרטיס אוטובוס לירושלים?", "מתי נפתחת הקופה בבית החולים?"],
    "hi": ["तेज़ शतरंज का खेल कितनी देर चलता है?", "अगर खिलाड़ी गलत चाल चले तो निर्णायक क्या करता है?",
           "स्विस टूर्नामेंट में जोड़ियाँ कौन तय करता है?", "सबसे नज़दीकी रेलवे स्टेशन कहाँ है?",
           "पासपोर्ट बनवाने के लिए कौन से कागज़ चाहिए?", "कल दिल्ली में मौसम कैसा रहेगा?"],
    "th": ["หมากรุกเร็วหนึ่งเกมใช้เวลานานเท่าไร?", "กรรมการทำอย่างไรเมื่อผู้เล่นเดินผิดกติกา?",
           "ใครเป็นผู้จับคู่ในการแข่งขันระบบสวิส?", "สถานีรถไฟฟ้าที่ใกล้ที่สุดอยู่ที่ไหน?",
           "ต่ออายุหนังสือเดินทางต้องใช้เอกสารอะไรบ้าง?", "พรุ่งนี้กรุงเทพฯ ฝนจะตกไหม?"],
    "zh": ["国际象棋比赛的时间限制是多少？", "如果棋手走了不合法的一步，裁判怎么处理？",
           "瑞士制比赛的配对由谁决定？", "最近的地铁站在哪里？",
           "办理护照需要哪些材料？", "明天北京的天气怎么样？"],
    "ja": ["チェスの持ち時間は何分ですか？", "反則の手を指した場合、審判はどうしますか？",
           "スイス式トーナメントの組み合わせは誰が決めますか？", "一番近い駅はどこですか？",
           "パスポートの更新には何が必要ですか？", "明日の東京の天気はどうですか？"],
    "ko": ["체스 경기의 제한 시간은 얼마입니까?", "선수가 반칙 수를 두면 심판은 어떻게 합니까?",
           "스위스 방식 대회의 대진은 누가 정합니까?", "가장 가까운 지하철역은 어디에 있습니까?",
           "여권을 갱신하려면 어떤 서류가 필요합니까?", "내일 서울 날씨는 어떻습니까?"],
}


def all_questions() -> list[str]:
    return [q for questions in QUESTIONS.values() for q in questions]
