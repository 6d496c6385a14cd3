"""A game in progress, seen from one seat: what the learner's table (``play``) and the people's table
(``tables``) share. The record rebuilt into a state, cached and changed only at its version
(``record``), seeds, the searches a game waits for (``searches``, with the one model ``models.Search``),
the bots' levels and move, the seat's view (``seat_view``), the felt's shapes (``felt``) and templates
(``room/_felt.html`` and its pieces), the replay, the new-game form and the words for seats, piles,
moves and refusals (``texts``). It sits below the apps and imports none of them."""
