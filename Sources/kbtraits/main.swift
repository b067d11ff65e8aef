import KeyboardTraitsCLI

await KBTraitsCommand.runFromCommandLine()
