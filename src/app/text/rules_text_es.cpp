// Las reglas y los textos sobre los juegos, en español (misma estructura que rules_text_en.cpp).
#include "app/text/rules_text.h"

namespace mancala::app {
namespace {

constexpr auto T = RuleParagraph::Kind::Text;
constexpr auto B = RuleParagraph::Kind::Bullet;
constexpr auto D = RuleParagraph::Kind::Decision;

RuleSection common() {
  return {
      "El tablero y las jugadas (en los tres juegos)",
      {{T,
        "Dos filas de 6 hoyos y 48 semillas, 4 en cada hoyo al principio. Sur (que empieza, salvo "
        "que se elija otra cosa) juega la fila cercana, Norte la fila lejana. El granero de cada "
        "jugador, donde van sus capturas, está a su derecha."},
       {T,
        "Los hoyos se nombran en el orden de la siembra. Los de Sur son a b c d e f, de su "
        "izquierda a su derecha; los de Norte, A B C D E F, de su izquierda a su derecha, así que "
        "A queda frente a f. Estas letras sirven para anotar las jugadas; un pase se escribe -."},
       {T,
        "Una jugada: tomar todas las semillas de un hoyo jugable y sembrarlas una a una en los "
        "hoyos siguientes, en sentido contrario a las agujas del reloj: a b c d e f A B C D E F "
        "a\u2026"},
       {T,
        "Los hoyos «propios» y «del adversario» son siempre los hoyos que posee cada jugador. En "
        "una partida suelta, cada uno posee su fila; en un encuentro de Adji Kui II, un hoyo puede "
        "pertenecer al jugador que no tiene esa fila."},
       {D,
        "Repetición: cuando una posición se repite (las mismas semillas en cada hoyo, los mismos "
        "dueños, el mismo jugador con el turno), la partida termina en el acto y cada jugador suma "
        "a sus capturas las semillas de los hoyos que posee. Así aplica el juego la regla de Adji "
        "Kui I («las últimas semillas dan vueltas al tablero») y la regla de repetición "
        "documentada del warri; Adji Kui II, que podría girar sin fin, la usa también."},
       {T,
        "Gana el jugador con más semillas; 24\u201324 es un empate. Durante la partida, el "
        "marcador muestra las semillas que ha capturado cada uno; el resultado final suma las "
        "semillas que reparte la regla del final."}}};
}

std::vector<RuleSection> araraHistory(std::string_view gameNote) {
  return {
      {"Matanzas y los arará",
       {{T,
         "Adji Kui es el nombre de al menos dos juegos de siembra de Matanzas, ciudad portuaria "
         "del "
         "occidente de Cuba, y de sus alrededores. La musicóloga y etnóloga cubana Ruth Magalys "
         "Wilson Ferrer los documentó en 1991."},
        {T,
         "Solo los jugaban unas pocas familias de ascendencia arará. Los arará de Cuba descienden "
         "de fon, ewe, popo y mina arrancados de la costa del golfo de Benín (los actuales Benín y "
         "Togo) por la trata atlántica; no hay que confundirlos con el pueblo arara de la Amazonia "
         "brasileña. El nombre Adji recuerda la palabra ewe y fon que designa el mancala."},
        {T,
         "Los cabildos arará de Matanzas, sociedades de ayuda mutua y cofradías religiosas, "
         "mantuvieron vivos sus tambores y cantos sagrados, que se estudiaron primero. Un juego de "
         "casa llamaba menos la atención: Adji Kui solo se dio a conocer con el trabajo de Wilson "
         "Ferrer."},
        {T, gameNote}}}};
}

const GameTexts kAdjiKui1{
    "Una sola vuelta desde hoyos de 2 o más; haga 2 o 3 en los hoyos del adversario para capturar.",
    {common(),
     {"1. Hoyos jugables",
      {{T,
        "Puede sembrar cualquier hoyo propio que tenga 2 semillas o más. Un hoyo con una sola "
        "semilla no se puede sembrar nunca."}}},
     {"2. La siembra",
      {{T, "Una sola vuelta: la jugada termina con la última semilla sembrada. No hay relevo."},
       {D,
        "Un hoyo de 12 semillas o más da la vuelta completa al tablero, y su hoyo de salida no se "
        "salta: los documentos no dan ninguna regla de salto, a diferencia del warri."}}},
     {"3. La captura",
      {{T,
        "Si la última semilla cae en un hoyo del adversario y lo deja con 2 o 3, esas semillas se "
        "capturan. Después se mira el hoyo anterior (en el sentido de las agujas del reloj), y así "
        "hacia atrás: la captura sigue mientras el hoyo sea del adversario y tenga 2 o 3, y se "
        "detiene en el primero que no cumpla, o en un hoyo del jugador que mueve."}}},
     {"4. Sin obligación de alimentar",
      {{T,
        "No hay obligación de alimentar al adversario ni restricción de gran slam: está permitido "
        "capturar todas las semillas del adversario."}}},
     {"5. Pasar",
      {{T, "Un jugador sin hoyo jugable (solo semillas sueltas y hoyos vacíos) pasa."},
       {D,
        "Si los dos jugadores, uno tras otro, no tienen nada que jugar, la partida termina y cada "
        "uno "
        "se lleva las semillas de sus propios hoyos."}}},
     {"6. El final",
      {{T,
        "Cuando las últimas semillas solo dan vueltas sin captura posible, la partida termina (la "
        "regla de repetición de arriba lo detecta) y cada jugador se lleva las semillas de su "
        "lado."},
       {T,
        "No hay final anticipado a 25: la partida se juega hasta el final, aunque la pantalla "
        "indica cuándo el resultado ya está decidido."}}},
     {"Encuentro",
      {{D,
        "Un encuentro de Adji Kui I lleva la cuenta de las partidas ganadas, perdidas y empatadas, "
        "y el jugador que empieza se alterna de una partida a otra."}}}},
    araraHistory(
        "Adji Kui I pertenece a la familia del oware: una sola vuelta de siembra y capturas "
        "de 2 y de 3 encadenadas hacia atrás. Lo que lo distingue: una semilla suelta no se "
        "puede sembrar nunca, y el jugador al que solo le quedan semillas sueltas debe pasar."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano «Fernando Ortiz».",
     "Mancala World, «Adji Kui I»."}};

const GameTexts kAdjiKui2{
    "Siembra con relevos; haga exactamente 4 en un hoyo rival para capturar; en un encuentro, el "
    "ganador compra hoyos.",
    {common(),
     {"1. Hoyos jugables",
      {{T, "Puede sembrar cualquier hoyo propio que tenga 2 semillas o más."}}},
     {"2. La siembra con relevos",
      {{T,
        "La siembra sigue vuelta tras vuelta. Mire el hoyo donde cayó la última semilla de una "
        "vuelta:"},
       {B,
        "un hoyo del adversario que ahora tiene exactamente 4: las 4 se capturan y la jugada "
        "termina;"},
       {B,
        "uno de sus propios hoyos que ahora tiene exactamente 4: no se captura nada y la jugada "
        "termina;"},
       {B, "un hoyo que estaba vacío (ahora tiene 1): la jugada termina;"},
       {B,
        "si no: recoja todas sus semillas y siémbrelas en una nueva vuelta, desde el hoyo "
        "siguiente."},
       {T, "Los grupos de 4 que se forman de paso, durante una vuelta, no se capturan."},
       {D, "El hoyo de salida no se salta nunca."}}},
     {"3. Relevos sin fin",
      {{D,
        "Un relevo puede no terminar nunca (en juego al azar, cerca de 1 jugada de cada 3000). El "
        "juego lo detecta con exactitud: si, al final de una vuelta, el mismo tablero con el mismo "
        "hoyo de llegada vuelve a darse dentro de la misma jugada, esa jugada no acabaría nunca, "
        "así "
        "que su hoyo de salida no es jugable."},
       {D,
        "Por ejemplo, con el turno de Norte, a\u2013f con 0 1 0 1 0 1 y A\u2013F con 0 4 0 2 1 2: "
        "sembrar F no termina nunca, así que F no es una jugada permitida."}}},
     {"4. Pasar",
      {{T, "Un jugador sin hoyo jugable pasa."},
       {D,
        "Si ninguno de los dos puede jugar, la partida termina como en Adji Kui I: cada jugador se "
        "lleva las semillas de sus propios hoyos."}}},
     {"5. El final",
      {{T,
        "En cuanto quedan 8 semillas o menos en el tablero (las capturas son siempre de 4, así que "
        "quedan exactamente 8), cada jugador se lleva las semillas de los hoyos que posee."}}},
     {"El encuentro (la gara): la compra de hoyos",
      {{T,
        "Las partidas se encadenan. Tras una partida, cada jugador tiene su total: sus capturas y "
        "las semillas que recibió al final. El tablero siguiente vuelve a tener 4 semillas en cada "
        "uno de los 12 hoyos; lo que cambia es quién posee cada hoyo."},
       {T, "Cada jugador posee 1 hoyo por cada 4 semillas de su total, primero en su propia fila."},
       {D,
        "Cuando ninguno de los dos restos es cero (entonces suman 4), sobra 1 hoyo: se lo queda el "
        "jugador cuyo resto es 3; con 2 y 2, se queda con el jugador en cuya fila está."},
       {T,
        "Un jugador que posee más de 6 hoyos compra los demás en la fila de su adversario, y el "
        "comprador elige cuáles: haga clic en ellos sobre el tablero entre partidas (el ordenador "
        "elige según su propio criterio). Un hoyo comprado lleva la letra de su dueño y un anillo "
        "discontinuo."},
       {T,
        "En la partida siguiente, un hoyo comprado pertenece al comprador: solo él puede empezar "
        "una jugada desde él, y solo su adversario puede capturar en él. Al final de esa partida, "
        "sus semillas son para el comprador."},
       {D,
        "La primera partida la empieza Sur, o el jugador elegido; después, el jugador que empieza "
        "se alterna."},
       {D,
        "El encuentro termina cuando un jugador tiene menos de 4 semillas tras una partida (no "
        "puede llenar ningún hoyo): su adversario gana el encuentro. Antes de empezar se puede "
        "elegir un encuentro más corto: el primero en poseer 10 hoyos, o un número fijo de "
        "partidas."}}}},
    araraHistory(
        "Adji Kui II siembra con relevos y captura grupos de 4, lo que lo hace pariente "
        "cercano del hoyito de la República Dominicana. En sus encuentros, las semillas "
        "sobrantes del ganador compran hoyos del otro lado, y las partidas se enlazan en una "
        "sola y larga contienda."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano «Fernando Ortiz».",
     "Wikimanqala, «Adji kui»; Mancala World, «Adji Kui II»."}};

const GameTexts kWarri{
    "El warri de Antigua: capture grupos de 2 y de 3, alimente al adversario, gana el primero que "
    "llega "
    "a 25.",
    {common(),
     {"1. Hoyos jugables (kru)",
      {{T, "Puede sembrar cualquier hoyo propio (kru) que tenga 1 semilla o más."}}},
     {"2. La siembra",
      {{T,
        "Una sola vuelta. Con 12 semillas o más, el hoyo de salida se salta: se da una vuelta "
        "completa y el hoyo de salida no recibe nada."}}},
     {"3. La captura (el corte)",
      {{T,
        "Si la última semilla cae en un hoyo del adversario y lo deja con 2 o 3, esas semillas se "
        "capturan; luego se miran hacia atrás los hoyos anteriores, exactamente como en Adji Kui "
        "I, "
        "mientras cada uno sea del adversario y tenga 2 o 3."}}},
     {"4. Alimentar",
      {{T,
        "Si su adversario no tiene semillas cuando le toca jugar, debe elegir una jugada tras la "
        "cual tenga alguna (contando después de las capturas). Si ninguna jugada lo consigue, la "
        "partida termina y usted se lleva todas las semillas que quedan en el tablero."}}},
     {"5. El gran slam",
      {{T,
        "Una captura que vacía la fila del adversario está permitida y captura. El que captura "
        "vuelve a jugar en el acto (el adversario no mueve), y esa jugada extra debe alimentar al "
        "adversario según la regla 4 si puede."},
       {T,
        "Una opción de la pantalla de inicio, indicada como tal, ofrece la regla de torneo «un "
        "gran "
        "slam no captura nada»; la regla antiguana de arriba es la predeterminada."}}},
     {"6. El final",
      {{T, "La partida termina con lo primero que ocurra de esto:"},
       {B,
        "un jugador ha capturado 25 o más: la partida termina en el acto, y las semillas que "
        "quedan "
        "en el tablero no cuentan;"},
       {B,
        "el jugador con el turno no tiene ninguna semilla: su adversario se lleva todas las que "
        "quedan;"},
       {B, "el jugador con el turno no puede alimentar a su adversario (regla 4);"},
       {B, "repetición: cada jugador se lleva las semillas de su lado."}}},
     {"7. El torneo",
      {{T,
        "En un torneo, el primer jugador que gana 6 partidas es el campeón; los empates no cuentan "
        "para nadie."},
       {D, "El jugador que empieza se alterna de una partida a otra."}}},
     {"8. Los nombres",
      {{T,
        "El hoyo más a la izquierda de un jugador es su pie, el más a la derecha su cabeza, y el "
        "que está junto a la cabeza su garganta (o cuello). El granero de cada jugador está a su "
        "derecha. Señale un hoyo para ver su nombre."}}}},
    {{"El warri en Antigua",
      {{T,
        "El warri es el juego de mancala nacional de Antigua y Barbuda. Lo trajeron consigo los "
        "africanos occidentales llevados a las islas como esclavos, y desde entonces ha pasado de "
        "una generación a otra. Mancala World hace venir su nombre de la palabra akan ware, "
        "«casa»."},
       {T,
        "Se toma en serio: una asociación nacional, la National Warri Association, vela por él, y "
        "existe un circuito de torneos, entre ellos el National Warri Festival, que se celebra "
        "cada "
        "octubre en St. John\u2019s."},
       {T,
        "Los tableros se tallan en madera maciza, y las semillas son nickernuts grises y lisas "
        "(Caesalpinia bonduc), que en Antigua se llaman nickars. Los jugadores dan nombre a los "
        "hoyos de su fila: el pie en el extremo izquierdo, la cabeza en el derecho y, junto a la "
        "cabeza, la garganta o cuello."}}}},
    {"Mancala World, «Warri (Antigua)»: las reglas y costumbres de la tradición antiguana."}};

}  // namespace

const GameTexts& spanishTexts(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return kAdjiKui1;
    case Variant::AdjiKui2: return kAdjiKui2;
    case Variant::Warri: break;
  }
  return kWarri;
}

}  // namespace mancala::app
