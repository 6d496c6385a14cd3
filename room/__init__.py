"""A game in progress, seen from one seat: what the learner's table (``play``) and the people's table
(``tables``) share. The record rebuilt into a state and cached, seeds, versions, the bots' levels and
the words for what lies on the felt. It sits below the apps and imports none of them."""
