"""A round's rules before its battles, one module per part: preparation (technologies,
capital, pauses), income, morale, alliances, territory swaps, the attack, recall and joining
declarations, defence, smugglers, newcomers' entry, and elimination and return. Each
command checks the state and returns the events to store."""
