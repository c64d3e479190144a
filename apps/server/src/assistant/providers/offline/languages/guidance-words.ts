// The greeting and the list of what Benji does, in French and Spanish, each written whole. The
// screens are named as the web names them in that language ("Détails de la réclamation").

export interface GuidanceWords {
  jobs: readonly string[];
  limits: readonly string[];
  /** The greeting's first line; the first name when the account has one. */
  hello: (firstName: string) => string;
  /** The list's opening line. */
  whatIDo: (firstName: string) => string;
}

export const FRENCH_GUIDANCE: GuidanceWords = {
  jobs: [
    '**Répondre à votre expert en sinistre** : collez son courriel et demandez-moi de rédiger une réponse.',
    '**Rédiger une lettre** des Modèles de lettres, remplie avec vos renseignements, par exemple « une lettre d’appel » ou « une contre-offre avec le chiffre de mon entrepreneur ».',
    '**Répondre à vos questions sur votre police** : téléversez le PDF dans Détails de la réclamation, puis demandez « la moisissure est-elle couverte? »; je cite les passages avec leur numéro de page.',
    '**Mettre en forme votre preuve de sinistre** à partir de votre réclamation.',
    '**Vous préparer à un interrogatoire sous serment**, avec une liste adaptée à votre type de réclamation.',
    '**Vous dire où en est votre réclamation** et ce qui est à faire ensuite : demandez « où en est ma réclamation? »',
  ],
  limits: [
    '**Ce que je ne peux pas faire :** déposer ou envoyer quoi que ce soit à votre place, communiquer avec votre assureur, donner un avis juridique, lire un PDF numérisé ou tenir une conversation libre. Je suis l’assistant hors ligne intégré à Benji : je travaille seulement à partir des détails de votre réclamation, de vos réclamations et de votre police, sans modèle de langage.',
    'Pour des réponses libres, la personne qui gère ce serveur Benji peut y brancher un modèle de langage : LLM_BASE_URL pointant vers un serveur compatible OpenAI (OpenAI, Ollama, vLLM ou un serveur llama.cpp), LLM_MODEL pour le nom du modèle et, au besoin, LLM_API_KEY, puis redémarrer Benji.',
  ],
  hello: (name) => `Bonjour${name ? ` ${name}` : ''}! Dites-moi ce qui s’est passé, ou choisissez l’une de ces options :`,
  whatIDo: (name) => `${name ? `${name}, voici` : 'Voici'} ce que je peux faire pour vous :`,
};

export const SPANISH_GUIDANCE: GuidanceWords = {
  jobs: [
    '**Responder a su ajustador**: pegue su correo y pídame que redacte una respuesta.',
    '**Redactar una carta** de las Plantillas de cartas, con sus datos, por ejemplo “una carta de apelación” o “una contraoferta con la cifra de mi contratista”.',
    '**Responder preguntas sobre su póliza**: suba el PDF en Datos del reclamo y pregunte “¿está cubierto el moho?”; cito los pasajes con su número de página.',
    '**Preparar su prueba de pérdida** a partir de su reclamo.',
    '**Prepararle para un examen bajo juramento**, con una lista para su tipo de reclamo.',
    '**Decirle en qué punto está su reclamo** y qué toca hacer: pregunte “¿cómo va mi reclamo?”',
  ],
  limits: [
    '**Lo que no puedo hacer:** presentar o enviar nada por usted, comunicarme con su aseguradora, dar asesoría legal, leer un PDF escaneado ni mantener una conversación libre. Soy el asistente sin conexión integrado en Benji: trabajo solo con los datos de su reclamo, sus reclamos y su póliza, sin modelo de lenguaje.',
    'Para respuestas libres, quien administra este servidor de Benji puede conectar un modelo de lenguaje: LLM_BASE_URL con un servidor compatible con OpenAI (OpenAI, Ollama, vLLM o un servidor llama.cpp), LLM_MODEL con el nombre del modelo y, si hace falta, LLM_API_KEY, y luego reiniciar Benji.',
  ],
  hello: (name) => `¡Hola${name ? `, ${name}` : ''}! Cuénteme qué pasó, o elija una de estas opciones:`,
  whatIDo: (name) => `${name ? `${name}, esto` : 'Esto'} es lo que puedo hacer por usted:`,
};
