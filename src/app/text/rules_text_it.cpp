// Le regole e i testi sui giochi, in italiano (stessa struttura di rules_text_en.cpp).
#include "app/text/rules_text.h"

namespace mancala::app {
namespace {

constexpr auto T = RuleParagraph::Kind::Text;
constexpr auto B = RuleParagraph::Kind::Bullet;
constexpr auto D = RuleParagraph::Kind::Decision;

RuleSection common() {
  return {
      "Il tavoliere e le mosse (per tutti e tre i giochi)",
      {{T,
        "Due file di 6 buche e 48 semi, 4 in ogni buca all\u2019inizio. Sud (che comincia, salvo "
        "scelta diversa) gioca la fila vicina, Nord quella lontana. Il granaio di ciascun "
        "giocatore, dove vanno le sue catture, è alla sua destra."},
       {T,
        "Le buche hanno un nome nell\u2019ordine della semina. Quelle di Sud sono a b c d e f, "
        "dalla sua sinistra alla sua destra; quelle di Nord A B C D E F, dalla sua sinistra alla "
        "sua destra, così A sta di fronte a f. Queste lettere servono ad annotare le mosse; un "
        "passo si scrive -."},
       {T,
        "Una mossa: prendere tutti i semi di una buca giocabile e seminarli uno alla volta nelle "
        "buche seguenti, in senso antiorario: a b c d e f A B C D E F a\u2026"},
       {T,
        "Le buche «proprie» e «dell\u2019avversario» sono sempre le buche che ciascuno possiede. "
        "In una partita singola ognuno possiede la propria fila; in una gara di Adji Kui II una "
        "buca può appartenere al giocatore che non ha quella fila."},
       {D,
        "Ripetizione: quando una posizione si ripete (gli stessi semi in ogni buca, gli stessi "
        "proprietari, lo stesso giocatore al tratto), la partita finisce subito e ciascuno "
        "aggiunge alle proprie catture i semi delle buche che possiede. Così il gioco applica la "
        "regola di Adji Kui I («gli ultimi semi girano attorno al tavoliere») e la regola di "
        "ripetizione documentata del warri; anche Adji Kui II, che altrimenti potrebbe girare "
        "senza fine, la usa."},
       {T,
        "Vince il giocatore con più semi; 24\u201324 è un pareggio. Durante la partita il "
        "punteggio mostra i semi catturati da ciascuno; il punteggio finale aggiunge i semi "
        "distribuiti dalla regola di fine partita."}}};
}

std::vector<RuleSection> araraHistory(std::string_view gameNote) {
  return {
      {"Matanzas e gli Arará",
       {{T,
         "Adji Kui è il nome di almeno due giochi di semina di Matanzas, città portuale di Cuba "
         "occidentale, e dei suoi dintorni. La musicologa ed etnologa cubana Ruth Magalys Wilson "
         "Ferrer li ha documentati nel 1991."},
        {T,
         "Li giocavano soltanto poche famiglie di discendenza arará. Gli Arará di Cuba discendono "
         "da "
         "Fon, Ewe, Popo e Mina strappati alle coste del golfo del Benin (gli odierni Benin e "
         "Togo) "
         "dalla tratta atlantica; non vanno confusi con il popolo arara dell\u2019Amazzonia "
         "brasiliana. Il nome Adji richiama la parola ewe e fon che indica il mancala."},
        {T,
         "I cabildos arará di Matanzas, società di mutuo soccorso e confraternite religiose, hanno "
         "tenuto vivi i loro tamburi e canti sacri, che furono studiati per primi. Un gioco di "
         "casa "
         "attirava meno attenzione: Adji Kui è venuto alla luce solo con il lavoro di Wilson "
         "Ferrer."},
        {T, gameNote}}}};
}

const GameTexts kAdjiKui1{
    "Un solo giro da buche di 2 o più semi; fate 2 o 3 nelle buche dell\u2019avversario per "
    "catturare.",
    {common(),
     {"1. Buche giocabili",
      {{T,
        "Potete seminare qualsiasi vostra buca che contenga 2 semi o più. Una buca con un solo "
        "seme "
        "non può mai essere seminata."}}},
     {"2. La semina",
      {{T,
        "Un solo giro: la mossa finisce con l\u2019ultimo seme seminato. Non c\u2019è staffetta."},
       {D,
        "Una buca di 12 semi o più fa il giro completo del tavoliere, e la buca di partenza non "
        "viene saltata: i documenti non danno alcuna regola di salto, a differenza del warri."}}},
     {"3. La cattura",
      {{T,
        "Se l\u2019ultimo seme cade in una buca dell\u2019avversario e la porta a 2 o 3, quei semi "
        "sono catturati. Poi si esamina la buca precedente (in senso orario), e così via all\u2019"
        "indietro: la cattura continua finché la buca è dell\u2019avversario e contiene 2 o 3 "
        "semi, "
        "e si ferma alla prima che non li contiene, o a una buca del giocatore che muove."}}},
     {"4. Nessun obbligo di alimentare",
      {{T,
        "Non c\u2019è obbligo di alimentare l\u2019avversario né restrizione del grande slam: "
        "catturare tutti i semi dell\u2019avversario è permesso."}}},
     {"5. Passare",
      {{T, "Un giocatore senza buche giocabili (solo semi isolati e buche vuote) passa."},
       {D,
        "Se entrambi i giocatori, uno dopo l\u2019altro, non hanno nulla da giocare, la partita "
        "finisce e ciascuno prende i semi delle proprie buche."}}},
     {"6. La fine",
      {{T,
        "Quando gli ultimi semi non fanno che girare senza catture possibili, la partita finisce "
        "(la "
        "regola di ripetizione qui sopra lo rileva) e ciascuno prende i semi dal proprio lato."},
       {T,
        "Non c\u2019è una fine anticipata a 25: la partita si gioca fino in fondo, anche se lo "
        "schermo indica quando il risultato è già deciso."}}},
     {"Gara",
      {{D,
        "Una gara di Adji Kui I tiene il conto delle partite vinte, perse e pari, e il giocatore "
        "che comincia si alterna da una partita all\u2019altra."}}}},
    araraHistory(
        "Adji Kui I appartiene alla famiglia dell\u2019oware: un solo giro di semina e "
        "catture di 2 e di 3 concatenate all\u2019indietro. Lo distinguono due tratti: un seme "
        "isolato non può mai essere seminato, e chi resta con soli semi isolati deve passare."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano «Fernando Ortiz».",
     "Mancala World, «Adji Kui I»."}};

const GameTexts kAdjiKui2{
    "Semina a staffetta; fate esattamente 4 in una buca avversaria per catturare; in gara il "
    "vincitore compra buche.",
    {common(),
     {"1. Buche giocabili",
      {{T, "Potete seminare qualsiasi vostra buca che contenga 2 semi o più."}}},
     {"2. La semina a staffetta",
      {{T,
        "La semina prosegue giro dopo giro. Guardate la buca in cui è caduto l\u2019ultimo seme di "
        "un giro:"},
       {B,
        "una buca dell\u2019avversario che ora contiene esattamente 4 semi: i 4 sono catturati e "
        "la "
        "mossa finisce;"},
       {B,
        "una vostra buca che ora contiene esattamente 4 semi: non si cattura nulla e la mossa "
        "finisce;"},
       {B, "una buca che era vuota (ora contiene 1 seme): la mossa finisce;"},
       {B,
        "altrimenti: raccogliete tutti i suoi semi e seminateli in un nuovo giro, dalla buca "
        "seguente."},
       {T, "I gruppi di 4 formati di passaggio, durante un giro, non sono catturati."},
       {D, "La buca di partenza non viene mai saltata."}}},
     {"3. Staffette senza fine",
      {{D,
        "Una staffetta può non finire mai (nel gioco casuale, circa 1 mossa su 3000). Il gioco lo "
        "rileva con esattezza: se, alla fine di un giro, lo stesso tavoliere con la stessa buca di "
        "arrivo si ripresenta nella stessa mossa, quella mossa non finirebbe mai, e la sua buca di "
        "partenza non è quindi giocabile."},
       {D,
        "Per esempio, con Nord al tratto, a\u2013f con 0 1 0 1 0 1 e A\u2013F con 0 4 0 2 1 2: "
        "seminare F non finisce mai, quindi F non è una mossa permessa."}}},
     {"4. Passare",
      {{T, "Un giocatore senza buche giocabili passa."},
       {D,
        "Se nessuno dei due può giocare, la partita finisce come in Adji Kui I: ciascuno prende i "
        "semi delle proprie buche."}}},
     {"5. La fine",
      {{T,
        "Appena sul tavoliere restano 8 semi o meno (le catture sono sempre di 4, quindi ne "
        "restano "
        "esattamente 8), ciascuno prende i semi delle buche che possiede."}}},
     {"La gara: l\u2019acquisto delle buche",
      {{T,
        "Le partite si concatenano. Dopo una partita ciascuno ha il proprio totale: le sue catture "
        "e i semi ricevuti alla fine. Il tavoliere seguente ha di nuovo 4 semi in ognuna delle 12 "
        "buche; ciò che cambia è chi possiede quale buca."},
       {T, "Ciascuno possiede 1 buca ogni 4 semi del proprio totale, prima nella propria fila."},
       {D,
        "Quando nessuno dei due resti è zero (allora la loro somma è 4), avanza 1 buca: la prende "
        "il giocatore con resto 3; a 2 e 2 resta al giocatore nella cui fila si trova."},
       {T,
        "Chi possiede più di 6 buche compra le altre nella fila dell\u2019avversario, e le sceglie "
        "il compratore: fate clic su di esse sul tavoliere tra una partita e l\u2019altra (il "
        "computer sceglie a suo giudizio). Una buca comprata porta la lettera del suo proprietario "
        "e "
        "un anello tratteggiato."},
       {T,
        "Nella partita seguente una buca comprata appartiene al compratore: solo lui può "
        "cominciarvi "
        "una mossa, e solo il suo avversario può catturarvi. Alla fine di quella partita i suoi "
        "semi "
        "vanno al compratore."},
       {D,
        "La prima partita la comincia Sud, o il giocatore scelto; poi il giocatore che comincia si "
        "alterna."},
       {D,
        "La gara finisce quando un giocatore ha meno di 4 semi dopo una partita (non può riempire "
        "nessuna buca): il suo avversario vince la gara. Prima di cominciare si può scegliere una "
        "gara più breve: il primo che possiede 10 buche, o un numero fisso di partite."}}}},
    araraHistory(
        "Adji Kui II semina a staffetta e cattura gruppi di 4, il che lo rende parente "
        "stretto dello hoyito della Repubblica Dominicana. Nelle sue gare i semi in eccedenza "
        "del vincitore comprano buche dall\u2019altra parte, e le partite si legano in "
        "un\u2019unica lunga sfida."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano «Fernando Ortiz».",
     "Wikimanqala, «Adji kui»; Mancala World, «Adji Kui II»."}};

const GameTexts kWarri{
    "Il warri di Antigua: catturate i 2 e i 3, alimentate l\u2019avversario, vince il primo a 25.",
    {common(),
     {"1. Buche giocabili (kru)",
      {{T, "Potete seminare qualsiasi vostra buca (kru) che contenga 1 seme o più."}}},
     {"2. La semina",
      {{T,
        "Un solo giro. Con 12 semi o più la buca di partenza viene saltata: si fa un giro completo "
        "e "
        "la buca di partenza non riceve nulla."}}},
     {"3. La cattura (il taglio)",
      {{T,
        "Se l\u2019ultimo seme cade in una buca dell\u2019avversario e la porta a 2 o 3, quei semi "
        "sono catturati; poi si esaminano all\u2019indietro le buche precedenti, esattamente come "
        "in "
        "Adji Kui I, finché ciascuna è dell\u2019avversario e contiene 2 o 3 semi."}}},
     {"4. Alimentare",
      {{T,
        "Se il vostro avversario non ha semi quando tocca a voi, dovete scegliere una mossa dopo "
        "la "
        "quale ne abbia (contando dopo le catture). Se nessuna mossa ci riesce, la partita finisce "
        "e "
        "prendete tutti i semi rimasti sul tavoliere."}}},
     {"5. Il grande slam",
      {{T,
        "Una cattura che svuota la fila dell\u2019avversario è permessa e cattura. Chi ha "
        "catturato "
        "gioca di nuovo subito (l\u2019avversario non muove), e quella mossa in più deve "
        "alimentare "
        "l\u2019avversario secondo la regola 4, se può."},
       {T,
        "Un\u2019opzione della schermata iniziale, indicata come tale, offre la regola da torneo "
        "«un grande slam non cattura nulla»; la regola antiguana qui sopra è quella "
        "predefinita."}}},
     {"6. La fine",
      {{T, "La partita finisce alla prima di queste situazioni:"},
       {B,
        "un giocatore ha catturato 25 semi o più: la partita finisce subito, e i semi rimasti sul "
        "tavoliere non si contano;"},
       {B,
        "il giocatore al tratto non ha più alcun seme: il suo avversario prende tutti i semi "
        "rimasti;"},
       {B, "il giocatore al tratto non può alimentare l\u2019avversario (regola 4);"},
       {B, "ripetizione: ciascuno prende i semi dal proprio lato."}}},
     {"7. Il torneo",
      {{T,
        "In un torneo il primo giocatore che vince 6 partite è campione; i pareggi non contano per "
        "nessuno."},
       {D, "Il giocatore che comincia si alterna da una partita all\u2019altra."}}},
     {"8. I nomi",
      {{T,
        "La buca più a sinistra di un giocatore è il suo piede, quella più a destra la sua testa, "
        "e "
        "quella accanto alla testa la sua gola (o collo). Il granaio di ciascuno è alla sua "
        "destra. "
        "Puntate una buca per vederne il nome."}}}},
    {{"Il warri ad Antigua",
      {{T,
        "Il warri è il gioco di mancala nazionale di Antigua e Barbuda. Lo portarono con sé gli "
        "africani occidentali condotti in schiavitù nelle isole, e da allora si tramanda di "
        "generazione in generazione. Mancala World fa risalire il nome alla parola akan ware, "
        "«casa»."},
       {T,
        "Lo si prende sul serio: un\u2019associazione nazionale, la National Warri Association, se "
        "ne "
        "occupa, ed esiste un circuito di tornei, tra cui il National Warri Festival, che si tiene "
        "ogni ottobre a St. John\u2019s."},
       {T,
        "I tavolieri sono scolpiti nel legno massiccio, e i semi sono nickernut grigi e lisci "
        "(Caesalpinia bonduc), che ad Antigua si chiamano nickars. I giocatori danno un nome alle "
        "buche della propria fila: il piede all\u2019estremità sinistra, la testa a quella destra "
        "e, "
        "accanto alla testa, la gola, o collo."}}}},
    {"Mancala World, «Warri (Antigua)»: le regole e le usanze della tradizione antiguana."}};

}  // namespace

const GameTexts& italianTexts(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return kAdjiKui1;
    case Variant::AdjiKui2: return kAdjiKui2;
    case Variant::Warri: break;
  }
  return kWarri;
}

}  // namespace mancala::app
