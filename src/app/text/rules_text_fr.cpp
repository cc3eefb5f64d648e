// Les règles et les textes sur les jeux, en français (même structure que rules_text_en.cpp).
#include "app/text/rules_text.h"

namespace mancala::app {
namespace {

constexpr auto T = RuleParagraph::Kind::Text;
constexpr auto B = RuleParagraph::Kind::Bullet;
constexpr auto D = RuleParagraph::Kind::Decision;

RuleSection common() {
  return {
      "Le tablier et les coups (pour les trois jeux)",
      {{T,
        "Deux rangées de 6 cases et 48 graines, 4 dans chaque case au départ. Sud (qui commence, "
        "sauf autre choix) joue la rangée proche, Nord la rangée éloignée. Le grenier de chaque "
        "joueur, où vont ses prises, est à sa droite."},
       {T,
        "Les cases sont nommées dans l\u2019ordre du semis. Celles de Sud sont a b c d e f, de sa "
        "gauche à sa droite, celles de Nord A B C D E F, de sa gauche à sa droite\u00a0: A fait "
        "donc "
        "face à f. Ces lettres servent à noter les coups\u00a0; passer son tour s\u2019écrit -."},
       {T,
        "Un coup\u00a0: prendre toutes les graines d\u2019une case jouable et les semer une à une "
        "dans les cases suivantes, dans le sens inverse des aiguilles d\u2019une montre\u00a0: "
        "a b c d e f A B C D E F a\u2026"},
       {T,
        "Les cases «\u00a0à soi\u00a0» et «\u00a0de l\u2019adversaire\u00a0» désignent toujours "
        "les cases que chacun possède. Dans une partie simple, chacun possède sa rangée\u00a0; "
        "dans un match d\u2019Adji Kui II, une case peut appartenir au joueur dont elle n\u2019est "
        "pas la rangée."},
       {D,
        "Répétition\u00a0: quand une position se répète (mêmes graines dans chaque case, mêmes "
        "propriétaires, même joueur au trait), la partie s\u2019arrête aussitôt et chacun ajoute à "
        "ses prises les graines des cases qu\u2019il possède. C\u2019est ainsi que le jeu applique "
        "la règle d\u2019Adji Kui I («\u00a0les dernières graines tournent autour du "
        "tablier\u00a0») et la règle de répétition documentée du warri\u00a0; Adji Kui II, qui "
        "pourrait sinon tourner sans fin, l\u2019emploie aussi."},
       {T,
        "Le joueur qui a le plus de graines gagne\u00a0; 24\u201324 est une partie nulle. Pendant "
        "la partie, le score montre les graines prises par chacun\u00a0; le score final y ajoute "
        "les graines que distribue la règle de fin."}}};
}

std::vector<RuleSection> araraHistory(std::string_view gameNote) {
  return {
      {"Matanzas et les Arará",
       {{T,
         "Adji Kui est le nom d\u2019au moins deux jeux de semailles de Matanzas, ville portuaire "
         "de "
         "l\u2019ouest de Cuba, et de ses environs. La musicologue et ethnologue cubaine Ruth "
         "Magalys "
         "Wilson Ferrer les a documentés en 1991."},
        {T,
         "Seules quelques familles d\u2019ascendance arará y jouaient. Les Arará de Cuba "
         "descendent de "
         "Fons, d\u2019Éwés, de Popos et de Minas enlevés sur les côtes du golfe du Bénin (le "
         "Bénin "
         "et le Togo d\u2019aujourd\u2019hui) par la traite atlantique\u00a0; il ne faut pas les "
         "confondre avec le peuple arara de l\u2019Amazonie brésilienne. Le nom Adji rappelle le "
         "mot "
         "éwé et fon qui désigne le mancala."},
        {T,
         "Les cabildos arará de Matanzas, sociétés d\u2019entraide et confréries religieuses, ont "
         "fait vivre leurs tambours et leurs chants sacrés, que l\u2019on a étudiés d\u2019abord. "
         "Un "
         "jeu pratiqué à la maison attirait moins l\u2019attention\u00a0: Adji Kui n\u2019a été "
         "connu "
         "qu\u2019avec les travaux de Wilson Ferrer."},
        {T, gameNote}}}};
}

const GameTexts kAdjiKui1{
    "Un seul tour depuis les cases de 2 graines ou plus\u00a0; faites 2 ou 3 chez "
    "l\u2019adversaire "
    "pour prendre.",
    {common(),
     {"1. Cases jouables",
      {{T,
        "Vous pouvez semer toute case à vous qui contient 2 graines ou plus. Une case d\u2019une "
        "seule graine ne peut jamais être semée."}}},
     {"2. Le semis",
      {{T,
        "Un seul tour\u00a0: le coup s\u2019achève avec la dernière graine semée. Il n\u2019y a "
        "pas "
        "de relais."},
       {D,
        "Une case de 12 graines ou plus fait le tour complet du tablier, et sa case de départ "
        "n\u2019est pas sautée\u00a0: les documents ne donnent aucune règle de saut, à la "
        "différence "
        "du warri."}}},
     {"3. La prise",
      {{T,
        "Si la dernière graine tombe dans une case de l\u2019adversaire et la porte à 2 ou 3, ces "
        "graines sont prises. On examine ensuite la case précédente (dans le sens des aiguilles "
        "d\u2019une montre), et ainsi de suite à reculons\u00a0: la prise continue tant que la "
        "case "
        "est à l\u2019adversaire et contient 2 ou 3 graines, et s\u2019arrête à la première qui ne "
        "convient pas, ou à une case du joueur qui joue."}}},
     {"4. Pas d\u2019obligation de nourrir",
      {{T,
        "Il n\u2019y a ni obligation de nourrir l\u2019adversaire ni restriction du grand "
        "chelem\u00a0: "
        "prendre toutes les graines de l\u2019adversaire est permis."}}},
     {"5. Passer",
      {{T, "Un joueur sans case jouable (rien que des graines isolées et des cases vides) passe."},
       {D,
        "Si les deux joueurs, l\u2019un après l\u2019autre, n\u2019ont rien à jouer, la partie "
        "s\u2019arrête et chacun prend les graines de ses propres cases."}}},
     {"6. La fin",
      {{T,
        "Quand les dernières graines ne font plus que tourner sans prise possible, la partie "
        "s\u2019arrête (la règle de répétition ci-dessus le détecte) et chacun prend les graines "
        "de "
        "son côté."},
       {T,
        "La partie ne s\u2019arrête pas à 25\u00a0: elle est jouée jusqu\u2019au bout, même si "
        "l\u2019écran indique quand le résultat est déjà acquis."}}},
     {"Match",
      {{D,
        "Un match d\u2019Adji Kui I tient le compte des parties gagnées, perdues et nulles, et le "
        "joueur qui commence change à chaque partie."}}}},
    araraHistory(
        "Adji Kui I appartient à la famille de l\u2019awélé\u00a0: un seul tour de semis, et "
        "des prises de 2 et de 3 enchaînées à reculons. Ce qui le distingue\u00a0: une graine "
        "isolée ne peut jamais être semée, et un joueur qui n\u2019a plus que des graines "
        "isolées doit passer."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano «\u00a0Fernando Ortiz\u00a0».",
     "Mancala World, «\u00a0Adji Kui I\u00a0»."}};

const GameTexts kAdjiKui2{
    "Semis à relais\u00a0; faites exactement 4 chez l\u2019adversaire pour prendre\u00a0; en "
    "match, le "
    "gagnant achète des cases.",
    {common(),
     {"1. Cases jouables",
      {{T, "Vous pouvez semer toute case à vous qui contient 2 graines ou plus."}}},
     {"2. Le semis à relais",
      {{T,
        "Le semis se fait tour après tour. Regardez la case où est tombée la dernière graine "
        "d\u2019un tour\u00a0:"},
       {B,
        "une case de l\u2019adversaire qui contient maintenant exactement 4 graines\u00a0: les 4 "
        "sont prises et le coup s\u2019achève\u00a0;"},
       {B,
        "une de vos cases qui contient maintenant exactement 4 graines\u00a0: rien n\u2019est pris "
        "et le coup s\u2019achève\u00a0;"},
       {B,
        "une case qui était vide (elle contient maintenant 1 graine)\u00a0: le coup "
        "s\u2019achève\u00a0;"},
       {B,
        "sinon\u00a0: reprenez toutes ses graines et semez-les en un nouveau tour, à partir de la "
        "case suivante."},
       {T, "Les groupes de 4 formés en passant, au cours d\u2019un tour, ne sont pas pris."},
       {D, "La case de départ n\u2019est jamais sautée."}}},
     {"3. Les relais sans fin",
      {{D,
        "Un relais peut durer indéfiniment (en jeu aléatoire, environ 1 coup sur 3000). Le jeu le "
        "détecte exactement\u00a0: si, à la fin d\u2019un tour, le même tablier avec la même case "
        "d\u2019arrivée revient au cours du même coup, ce coup ne finirait jamais, et sa case de "
        "départ n\u2019est donc pas jouable."},
       {D,
        "Par exemple, Nord au trait, avec a\u2013f contenant 0 1 0 1 0 1 et A\u2013F contenant "
        "0 4 0 2 1 2\u00a0: semer F ne finit jamais, F n\u2019est donc pas un coup permis."}}},
     {"4. Passer",
      {{T, "Un joueur sans case jouable passe."},
       {D,
        "Si aucun des deux joueurs ne peut jouer, la partie s\u2019arrête comme dans Adji Kui "
        "I\u00a0: "
        "chacun prend les graines de ses propres cases."}}},
     {"5. La fin",
      {{T,
        "Dès qu\u2019il reste 8 graines ou moins sur le tablier (les prises sont toujours de 4, il "
        "en "
        "reste donc exactement 8), chacun prend les graines des cases qu\u2019il possède."}}},
     {"Le match (la gara)\u00a0: l\u2019achat de cases",
      {{T,
        "Les parties s\u2019enchaînent. Après une partie, chaque joueur détient son total\u00a0: "
        "ses "
        "prises et les graines reçues à la fin. Le tablier suivant a de nouveau 4 graines dans "
        "chacune des 12 cases\u00a0; ce qui change, c\u2019est qui possède quelle case."},
       {T,
        "Chaque joueur possède 1 case pour 4 graines de son total, d\u2019abord dans sa propre "
        "rangée."},
       {D,
        "Quand les deux restes ne sont pas nuls (leur somme fait alors 4), il reste 1 case\u00a0: "
        "le joueur dont le reste est 3 la prend\u00a0; à 2 contre 2, elle reste au joueur dans la "
        "rangée duquel elle se trouve."},
       {T,
        "Un joueur qui possède plus de 6 cases achète les autres dans la rangée de son adversaire, "
        "et c\u2019est l\u2019acheteur qui les choisit\u00a0: cliquez-les sur le tablier entre "
        "deux "
        "parties (l\u2019ordinateur choisit selon son propre jugement). Une case achetée porte la "
        "lettre de son propriétaire et un anneau en pointillés."},
       {T,
        "Pendant la partie suivante, une case achetée appartient à l\u2019acheteur\u00a0: lui seul "
        "peut y commencer un coup, et seul son adversaire peut y prendre. À la fin de cette "
        "partie, "
        "ses graines reviennent à l\u2019acheteur."},
       {D,
        "La première partie est commencée par Sud, ou par le joueur choisi\u00a0; ensuite, le "
        "joueur "
        "qui commence change à chaque partie."},
       {D,
        "Le match s\u2019arrête quand un joueur détient moins de 4 graines après une partie (il ne "
        "peut remplir aucune case)\u00a0: son adversaire gagne le match. On peut choisir avant de "
        "commencer un match plus court\u00a0: le premier à posséder 10 cases, ou un nombre fixe de "
        "parties."}}}},
    araraHistory(
        "Adji Kui II sème en relais et prend des groupes de 4, ce qui en fait un proche "
        "parent du hoyito de la République dominicaine. Dans son match, les graines en surplus "
        "du gagnant achètent des cases de l\u2019autre côté, et les parties se lient en une "
        "seule longue épreuve."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano «\u00a0Fernando Ortiz\u00a0».",
     "Wikimanqala, «\u00a0Adji kui\u00a0»\u00a0; Mancala World, «\u00a0Adji Kui II\u00a0»."}};

const GameTexts kWarri{
    "Le warri d\u2019Antigua\u00a0: prenez les 2 et les 3, nourrissez l\u2019adversaire, le "
    "premier à "
    "25 gagne.",
    {common(),
     {"1. Cases jouables (kru)",
      {{T, "Vous pouvez semer toute case à vous (kru) qui contient 1 graine ou plus."}}},
     {"2. Le semis",
      {{T,
        "Un seul tour. Avec 12 graines ou plus, la case de départ est sautée\u00a0: on fait un "
        "tour "
        "complet et la case de départ ne reçoit rien."}}},
     {"3. La prise (la coupe)",
      {{T,
        "Si la dernière graine tombe dans une case de l\u2019adversaire et la porte à 2 ou 3, ces "
        "graines sont prises\u00a0; puis on examine à reculons les cases précédentes, exactement "
        "comme dans Adji Kui I, tant que chacune est à l\u2019adversaire et contient 2 ou 3 "
        "graines."}}},
     {"4. Nourrir",
      {{T,
        "Si votre adversaire n\u2019a aucune graine quand vous devez jouer, vous devez choisir un "
        "coup après lequel il en a (en comptant après les prises). Si aucun coup ne le permet, la "
        "partie s\u2019arrête et vous prenez toutes les graines restées sur le tablier."}}},
     {"5. Le grand chelem",
      {{T,
        "Une prise qui vide la rangée de l\u2019adversaire est permise et prend. Le preneur rejoue "
        "alors aussitôt (l\u2019adversaire ne joue pas), et ce coup supplémentaire doit nourrir "
        "l\u2019adversaire selon la règle 4 s\u2019il le peut."},
       {T,
        "Une option de l\u2019écran d\u2019accueil, signalée comme telle, propose la règle de "
        "tournoi «\u00a0un grand chelem ne prend rien\u00a0»\u00a0; la règle antiguaise ci-dessus "
        "est celle par défaut."}}},
     {"6. La fin",
      {{T, "La partie s\u2019arrête au premier de ces cas\u00a0:"},
       {B,
        "un joueur a pris 25 graines ou plus\u00a0: la partie s\u2019arrête aussitôt, et les "
        "graines "
        "restées sur le tablier ne comptent pas\u00a0;"},
       {B,
        "le joueur au trait n\u2019a plus aucune graine\u00a0: son adversaire prend toutes les "
        "graines qui restent\u00a0;"},
       {B, "le joueur au trait ne peut pas nourrir son adversaire (règle 4)\u00a0;"},
       {B, "répétition\u00a0: chacun prend les graines de son côté."}}},
     {"7. Le tournoi",
      {{T,
        "Dans un tournoi, le premier joueur qui gagne 6 parties est champion\u00a0; les parties "
        "nulles ne comptent pour personne."},
       {D, "Le joueur qui commence change à chaque partie."}}},
     {"8. Les noms",
      {{T,
        "La case la plus à gauche d\u2019un joueur est son pied, la plus à droite sa tête, et "
        "celle "
        "qui touche la tête sa gorge (ou son cou). Le grenier de chaque joueur est à sa droite. "
        "Pointez une case pour voir son nom."}}}},
    {{"Le warri à Antigua",
      {{T,
        "Le warri est le jeu de mancala national d\u2019Antigua-et-Barbuda. Les Africains de "
        "l\u2019Ouest amenés en esclavage dans les îles l\u2019ont apporté avec eux, et il "
        "s\u2019est "
        "transmis depuis de génération en génération. Mancala World fait venir son nom du mot akan "
        "ware, «\u00a0maison\u00a0»."},
       {T,
        "On le prend au sérieux\u00a0: une association nationale, la National Warri Association, "
        "veille sur lui, et il existe tout un circuit de tournois, dont le National Warri "
        "Festival, "
        "qui se tient chaque année en octobre à St. John\u2019s."},
       {T,
        "Les tabliers sont taillés dans du bois massif, et les graines sont des nickernuts gris et "
        "lisses (Caesalpinia bonduc), que les Antiguais appellent nickars. Les joueurs nomment les "
        "cases de leur rangée\u00a0: le pied à l\u2019extrémité gauche, la tête à l\u2019extrémité "
        "droite, et à côté de la tête la gorge, ou le cou."}}}},
    {"Mancala World, «\u00a0Warri (Antigua)\u00a0»\u00a0: les règles et les usages de la tradition "
     "antiguaise."}};

}  // namespace

const GameTexts& frenchTexts(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return kAdjiKui1;
    case Variant::AdjiKui2: return kAdjiKui2;
    case Variant::Warri: break;
  }
  return kWarri;
}

}  // namespace mancala::app
