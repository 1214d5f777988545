import EducatCommands

Educat.start()
