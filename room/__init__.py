"""A game in progress, seen from one seat: what the learner's table (``play``) and the people's table
(``tables``) share. The record rebuilt into a state and cached (``record``), seeds, versions, the
bots' levels and move, the felt's shapes (``felt``) and templates (``room/_felt.html`` and its
pieces) and the words for what lies on it. It sits below the apps and imports none of them."""
